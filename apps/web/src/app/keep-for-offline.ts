import { keepPagesForOffline } from '../features/info/api/keep-pages-offline.ts';
import { getTown } from '../features/town/api/get-town.ts';
import type { KeepForOffline } from '../lib/pwa.ts';

/** What a page never seen needs to open offline as the shell: the town's profile, and its pages. */
export const keepForOffline: KeepForOffline = async (lang, isKept) => {
  await Promise.all([(await isKept('/api/v1/town')) || getTown(), keepPagesForOffline(lang, isKept)]);
};
