import { useMergeAtSignIn } from '../hooks/use-merge-at-sign-in.ts';

/** Mounted once by the app's layout: merges the browser's saved places into the account at sign-in. */
export function FavouritesMerge() {
  useMergeAtSignIn();
  return null;
}
