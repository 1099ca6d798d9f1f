import i18n from '../../lib/i18n.ts';
import { pickLanguage } from '../../lib/language.ts';

export async function loader() {
  await i18n.changeLanguage(pickLanguage());
  document.documentElement.lang = i18n.language;
  return null;
}

/** /blank: an empty page (docs/product.md#system-pages), e.g. for embedding or testing. */
export function Component() {
  return <main id="main" aria-label={i18n.t('metatags:blank.title')} />;
}
