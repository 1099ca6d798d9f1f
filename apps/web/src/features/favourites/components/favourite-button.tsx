import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useTranslation } from 'react-i18next';
import { RoundIconButton } from '../../../components/round-icon-button.tsx';
import { useIsSaved, useToggleFavourite } from '../hooks/use-favourites.ts';

/**
 * The heart that saves a place (docs/product.md#favourites): a toggle button whose name stays
 * "Save {name}" and whose state is aria-pressed, as WAI-ARIA's toggle-button pattern asks.
 * Rendered unpressed on the server and while hydrating: nobody's saved places are known there.
 */
export function FavouriteButton({ asset }: { asset: { id: string; name: string } }) {
  const { t } = useTranslation();
  const saved = useIsSaved(asset.id);
  const toggle = useToggleFavourite();
  return (
    <RoundIconButton
      aria-pressed={saved}
      aria-label={t('favourites.save', { name: asset.name })}
      data-testid="favourite-button"
      onClick={() => toggle(asset, saved)}
    >
      {saved ? <FavoriteIcon aria-hidden /> : <FavoriteBorderIcon aria-hidden />}
    </RoundIconButton>
  );
}
