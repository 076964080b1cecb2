import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docusaurus hides a dismissed announcement bar with an inline script that reads only the
 * "dismissed" flag, so after the bar's id changes it stays hidden until a second page load.
 * This runs first, in <head>, and clears a dismissal that belongs to another id (SPEC §4).
 */
export function guardScript(currentId: string): string {
  return `(function(){try{var s=window.localStorage,k='docusaurus.announcement.';if(s.getItem(k+'id')!==${JSON.stringify(
    currentId,
  )}){s.setItem(k+'dismiss','false');}}catch(e){}})();`;
}

export default function announcementIdGuard(context: LoadContext): Plugin {
  const bar = (context.siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  return {
    name: 'announcement-id-guard',
    injectHtmlTags() {
      if (!bar?.id) return {};
      return {headTags: [{tagName: 'script', innerHTML: guardScript(bar.id)}]};
    },
  };
}
