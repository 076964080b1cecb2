import {randomBytes} from 'node:crypto';

/**
 * A new name for every build, shared by the folders whose files are cached for a year without a content hash in
 * their own names (the search index, the pages' island text): a long-lived cache never serves a file from an
 * older build. One per process, so every plugin of a build names its folder alike.
 */
export const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
