import type { ConsentTexts } from '@town/shared/consent-api';
import type { Language } from '@town/shared/languages';
import { textTree } from '../../lib/i18n.ts';

/**
 * The consent widget's texts for /init and /show-consent-banner: the `widget` group of
 * the consent namespace, the same texts the web hands to c15t on first load. The route's
 * response schema checks their shape.
 */
export function consentTexts(language: Language): { language: Language; translations: ConsentTexts } {
  return { language, translations: textTree(language, 'consent:widget') as ConsentTexts };
}
