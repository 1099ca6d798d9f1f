import type { Price } from '@town/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../utils/format.ts';

/**
 * A price with its unit in the page's language ("120 € per night", "From 35 € per person").
 * A property's prices are exact; other places give a starting price.
 */
export function usePriceText() {
  const { t, i18n } = useTranslation('catalogue');
  return (price: Price, exact: boolean) =>
    t(`price.${exact ? 'exact' : 'from'}.${price.unit}`, { price: formatEuros(price.amount, i18n.language) });
}

export function AssetPrice({ price, exact }: { price: Price; exact: boolean }) {
  const priceText = usePriceText();
  return <>{priceText(price, exact)}</>;
}
