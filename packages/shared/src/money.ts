/*
 * Euros as every page and mail writes them (docs/product.md#languages): one formatter for the
 * catalogue's cards, the booking's quote and the mails, so a price reads the same everywhere.
 * No zod here: the pages that only show prices do not carry the schemas.
 */

// Intl formatters are costly to make and free to reuse: one per language and style.
const formats = new Map<string, Intl.NumberFormat>();

/** Our English is British and our Portuguese European ("105 €", not "€ 105"); the pseudo-locale reads as English. */
function intlLocale(lang: string): string {
  if (lang === 'en' || lang === 'xx') return 'en-GB';
  return lang === 'pt' ? 'pt-PT' : lang;
}

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** Euros in the reader's language; whole amounts without decimals, others with cents. */
export function formatEuros(amount: number, lang: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  // Basque and Galician write amounts as German does (1.520,50 €): browsers often lack their Intl data.
  if (lang === 'eu' || lang === 'gl') {
    const number = cached(`num:${digits}`, () =>
      Intl.NumberFormat('de', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    );
    return `${number.format(amount)}\u00a0€`;
  }
  return cached(`eur:${lang}:${digits}`, () =>
    Intl.NumberFormat(intlLocale(lang), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }),
  ).format(amount);
}
