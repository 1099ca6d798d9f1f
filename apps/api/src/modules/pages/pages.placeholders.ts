import type { Language } from '@town/shared/languages';
import type { PagePlaceholder, TownProfile } from '@town/shared/town';
import { ruleValues } from './pages.rules.ts';

/** The town's address on one line, as an envelope has it: "Plaça Major, 1, 46795 Town (Province)". */
export function addressLine(address: TownProfile['address']): string {
  const place = address.province && address.province !== address.locality ? ` (${address.province})` : '';
  return `${address.street}, ${address.postalCode} ${address.locality}${place}`;
}

/**
 * What every placeholder stands for on a page in `lang`: the profile's details as they are
 * now, and the product's rules in that language. Values are plain text; the renderer escapes.
 */
export function placeholderValues(profile: TownProfile, lang: Language): Record<PagePlaceholder, string> {
  return {
    'town.name': profile.name,
    'town.region': profile.region,
    'town.province': profile.province,
    'town.address': addressLine(profile.address),
    'town.phone': profile.phone,
    'town.email': profile.email,
    'legal.entity': profile.legal.entity,
    'legal.taxId': profile.legal.taxId,
    'legal.address': profile.legal.address,
    'legal.dpoEmail': profile.legal.dpoEmail,
    ...ruleValues(lang),
  } as Record<PagePlaceholder, string>;
}
