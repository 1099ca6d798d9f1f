import { TOWN_TIME_ZONE } from './constants.ts';

/*
 * The town's clock (docs/town.md#time-zone). The time zone is the town's profile's, kept in the
 * database; code that reads days and hours ("today", a check-in's instant) asks `townTimeZone()`
 * at the moment it needs it. The API's town module calls `setTownTimeZone()` when it loads the
 * profile and whenever the profile changes, in every process; until then (and in any program
 * that never loads a profile: scripts, the web's unit tests) it is TOWN_TIME_ZONE.
 */

let current: string = TOWN_TIME_ZONE;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The town's time zone now: the profile's, once loaded; TOWN_TIME_ZONE before. */
export function townTimeZone(): string {
  return current;
}

/** Makes `zone` the town's time zone for this process (the town module's, on loading the profile). */
export function setTownTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new RangeError(`Not a time zone: ${zone}`);
  current = zone;
}
