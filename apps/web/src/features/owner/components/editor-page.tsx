import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@town/shared/error-codes';
import type { Language } from '@town/shared/languages';
import { LoadError } from '../../../components/load-error.tsx';
import { failedWith } from '../../../lib/api-errors.ts';
import { isMissing } from '../../../lib/not-found.ts';
import { useOwnerListing } from '../api/owner-listing.ts';
import type { SeasonPrices } from './details-section.tsx';
import { ListingEditor } from './listing-editor.tsx';
import { OwnersOnly } from './owners-only.tsx';
import { Loading } from '../../../components/loading.tsx';

/**
 * A stored listing's editor, once it has loaded; its own words when it cannot be. A holiday
 * rental's seasons' prices come from its calendar, which the page asks for.
 */
export function EditListing({ id, lang, seasons }: { id: string; lang: Language; seasons?: SeasonPrices | null }) {
  const { t } = useTranslation('owner');
  const listing = useOwnerListing(id);
  if (listing.isPending) {
    return <Loading label={t('editor.loading')} />;
  }
  if (listing.isError) {
    const error = listing.error;
    if (failedWith(error, ERROR_CODES.forbidden)) return <OwnersOnly />;
    if (isMissing(error)) {
      return <Typography role="alert">{t('editor.notFound')}</Typography>;
    }
    return <LoadError message={t('editor.loadError')} onRetry={() => void listing.refetch()} />;
  }
  return <ListingEditor key={listing.data.id} detail={listing.data} lang={lang} seasons={seasons} />;
}
