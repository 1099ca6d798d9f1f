import { toldDistance } from '@town/shared/distance';
import { formatNumber } from '@town/shared/locale-format';

/** Numbers and euros as every page and mail writes them (one policy per language: @town/shared/locale-format). */
export { formatEuros, formatNumber } from '@town/shared/locale-format';

/**
 * A distance as a card says it: metres to the nearest 10 under a kilometre ("350 m"), then
 * kilometres with one decimal ("1,2 km"), and whole kilometres from 100 ("250 km"); rounded
 * as the listings' own texts round it (`toldDistance()`).
 */
export function formatDistance(metres: number, lang: string): string {
  const { value, unit } = toldDistance(metres);
  const text =
    unit === 'km' && value < 100
      ? formatNumber(value, lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
      : formatNumber(value, lang);
  return `${text}\u00a0${unit}`;
}
