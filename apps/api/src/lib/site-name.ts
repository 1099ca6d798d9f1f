import { PRODUCT_NAME } from '@town/shared/constants';

/*
 * The site's name as the server writes it outside the pages: mails (their texts' `{{site}}`,
 * their sender's name) and calendar exports. It is the town's name from its profile: the town
 * module sets it when it loads the profile and whenever the profile changes, in every process
 * (docs/town.md#how-changes-reach-everything). Before that, and for a site with no profile
 * yet, it is the product's name.
 */

let current: string = PRODUCT_NAME;

/** The site's name now. */
export function siteName(): string {
  return current;
}

/** Makes `name` the site's name for this process (the town module's, on loading the profile). */
export function setSiteName(name: string): void {
  current = name.trim() || PRODUCT_NAME;
}
