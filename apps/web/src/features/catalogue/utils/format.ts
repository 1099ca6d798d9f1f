import { formatNumber } from '@town/shared/locale-format';

/** Numbers and euros as every page and mail writes them (one policy per language: @town/shared/locale-format). */
export { formatEuros, formatNumber } from '@town/shared/locale-format';

/**
 * A distance as a card says it: metres to the nearest 10 under a kilometre ("350 m"), then
 * kilometres with one decimal ("1,2 km"), and whole kilometres from 100 ("250 km").
 */
export function formatDistance(metres: number, lang: string): string {
  if (metres < 995) return `${formatNumber(Math.max(10, Math.round(metres / 10) * 10), lang)}\u00a0m`;
  const km = metres / 1000;
  const text =
    km < 100
      ? formatNumber(km, lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
      : formatNumber(Math.round(km), lang);
  return `${text}\u00a0km`;
}
