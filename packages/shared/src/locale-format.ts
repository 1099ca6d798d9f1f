/*
 * How each language writes numbers, prices and dates (docs/product.md#languages): one policy
 * for the pages, the quotes and the mails, so that "1.250 m²" and "1.250 €" read alike.
 * No zod here: the pages that only show numbers do not carry the schemas.
 */
import { PSEUDO_LOCALE } from './languages.ts';

/**
 * The Intl locale of a language: our English is British and our Portuguese European ("105 €",
 * not "€ 105"), as the texts are; the pseudo-locale reads as English.
 */
export function intlLocale(lang: string): string {
  if (lang === 'en' || lang === PSEUDO_LOCALE) return 'en-GB';
  return lang === 'pt' ? 'pt-PT' : lang;
}

/**
 * Basque and Galician: browsers built with a reduced ICU (Debian's Chromium among them) have no
 * Intl data for either, and a page must read the same when the server renders it and when the
 * browser hydrates it (docs/decisions/013-server-rendering.md). Their dates are written by our
 * own code; their numbers take Spain's conventions, grouped from four digits (1.250) as Basque
 * and Galician write them.
 */
export function lacksBrowserIntl(lang: string): lang is 'eu' | 'gl' {
  return lang === 'eu' || lang === 'gl';
}

/** Spain's conventions (comma decimals, dot thousands) with every thousand grouped: what Basque and Galician numbers use. */
const GROUPED_SPANISH = { locale: 'es-ES', options: { useGrouping: 'always' } } as const;

// Intl formatters are costly to make and free to reuse: one per language and options.
const formats = new Map<string, Intl.NumberFormat>();

/** The number formatter of a language, with Intl's `options` (units, percent, currency, digits). */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = lacksBrowserIntl(lang)
      ? new Intl.NumberFormat(GROUPED_SPANISH.locale, { ...options, ...GROUPED_SPANISH.options })
      : new Intl.NumberFormat(intlLocale(lang), options);
    formats.set(key, format);
  }
  return format;
}

/** A number in the reader's language ("1.250", "1250", "1,250": the grouping its prices have). */
export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(lang, options).format(value);
}

/** Euros in the reader's language; whole amounts without decimals, others with cents. */
export function formatEuros(amount: number, lang: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** The decimal sign a language writes ("," in Spanish, "." in English). */
function decimalSign(lang: string): string {
  return (
    numberFormat(lang)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/**
 * An amount of euros as a field shows it for editing, in the reader's language: its decimal
 * sign, cents only when it has them, and no grouping, which a reader of another language
 * would take for decimals: "12,50" in Spanish, "12.50" in English, "1250", "12".
 */
export function formatAmountInput(amount: number, lang: string): string {
  return amount.toFixed(Number.isInteger(amount) ? 0 : 2).replace('.', decimalSign(lang));
}

/**
 * A number as a person types it, with either decimal sign: "12,50", "12.50" and "12,50 €" are
 * 12.5; "1.250,50" and "1,250.50" are 1250.5 (where both signs appear, the last one is the
 * decimal sign; one sign repeated groups thousands; a single one is the decimal sign). Blank is
 * undefined; anything else NaN, for the schema to refuse.
 */
export function parseTypedNumber(text: string): number | undefined {
  const typed = text.trim().replace(/^€|€$/gu, '').replace(/\s/gu, '');
  if (typed === '') return undefined;
  const signs = new Set(typed.match(/[.,]/g));
  const last = Math.max(typed.lastIndexOf('.'), typed.lastIndexOf(','));
  let plain: string | undefined;
  if (signs.size === 2) {
    const [whole, cents] = [typed.slice(0, last), typed.slice(last + 1)];
    const group = typed[last] === ',' ? '.' : ',';
    if (new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) plain = `${whole.replaceAll(group, '')}.${cents}`;
  } else if (signs.size === 1 && typed.indexOf(typed[last]!) !== last) {
    if (/^-?\d{1,3}([.,]\d{3})+$/.test(typed)) plain = typed.replace(/[.,]/g, '');
  } else {
    plain = typed.replace(',', '.');
  }
  return plain !== undefined && /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}
