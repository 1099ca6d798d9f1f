import { createContext, useContext } from 'react';
import type { TownProfile } from '@town/shared/town';

/**
 * The town's profile (GET /api/v1/town), which the root route's loader fetches before any
 * page renders, on the server and in the browser alike. The app provides it here
 * (app/providers.tsx) from the query cache, so shared components and every feature read the
 * same profile and follow an admin's change at once.
 */
export const TownContext = createContext<TownProfile | undefined>(undefined);

/** The profile, once known; undefined only before the first loader has run (the error page, a failed start). */
export function useTownIfKnown(): TownProfile | undefined {
  return useContext(TownContext);
}

/** The profile: every page under the root route has it. */
export function useTown(): TownProfile {
  const town = useContext(TownContext);
  if (!town) throw new Error('The town profile is not loaded: the root route loads it before any page');
  return town;
}
