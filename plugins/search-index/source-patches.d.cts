export interface SourcePatch {
  id: string;
  file: RegExp;
  find: string | RegExp;
  replace: string;
  why: string;
}
export const patches: SourcePatch[];
export function applyPatch(source: string, patch: SourcePatch): string;
