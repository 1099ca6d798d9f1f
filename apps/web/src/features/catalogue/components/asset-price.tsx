import { hasListFlags, type AssetType } from '@town/shared/asset-types';
import type { Price } from '@town/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../utils/format.ts';

/**
 * Whether a price is the whole answer: a monthly rent and a sale price are; a holiday
 * rental's night is the lowest of its coming free nights (its seasons differ) and other
 * places give a starting price, so those read "from" (docs/rules.md#prices).
 */
export function isExactPrice(assetType: AssetType, price: Price): boolean {
  return hasListFlags(assetType) && price.unit !== 'night';
}

/** A price with its unit in the page's language ("1.200 € al mes", "Desde 380 € por noche"). */
export function usePriceText() {
  const { t, i18n } = useTranslation('catalogue');
  return (assetType: AssetType, price: Price) =>
    t(`price.${isExactPrice(assetType, price) ? 'exact' : 'from'}.${price.unit}`, {
      price: formatEuros(price.amount, i18n.language),
    });
}

export function AssetPrice({ assetType, price }: { assetType: AssetType; price: Price }) {
  const priceText = usePriceText();
  return <>{priceText(assetType, price)}</>;
}
