import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isOnListWith } from '@town/shared/asset-types';
import { isSupportedLanguage, type Language } from '@town/shared/languages';
import { seasonPriceRange } from '@town/shared/rentals';
import { PageHeading } from '../../components/page-heading.tsx';
import { useLang } from '../../components/lang-link.tsx';
import { SessionEnded } from '../../features/accounts/components/session-ended.tsx';
import { rentalCalendarQueryOptions } from '../../features/host-calendar/api/rental-calendar.ts';
import { ownerListingQueryOptions, useOwnerListing } from '../../features/owner/api/owner-listing.ts';
import { EditListing } from '../../features/owner/components/editor-page.tsx';
import { ListingEditor } from '../../features/owner/components/listing-editor.tsx';
import { NewListingChoices } from '../../features/owner/components/my-listings.tsx';
import { OwnersOnly } from '../../features/owner/components/owners-only.tsx';
import { isNewListingKind } from '../../features/owner/utils/editor-values.ts';
import { notFoundIfMissing } from '../../lib/not-found.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { refreshRole } from './owner-role.ts';

/**
 * /{lang}/owner/new?type=… and /{lang}/owner/{id} (behind the session guard): the listing
 * editor. A listing that is not the owner's, or none at all, is a 404; other failures are
 * left to the page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const role = await refreshRole();
  if (!role || role === 'user' || !params.id) return null;
  const client = getQueryClient();
  try {
    const listing = await client.ensureQueryData(ownerListingQueryOptions(params.id));
    // A holiday rental's price per night is told beside its seasons' prices.
    if (isOnListWith(listing.content, 'bookable')) await client.prefetchQuery(rentalCalendarQueryOptions(params.id));
  } catch (error) {
    notFoundIfMissing(error);
  }
  return null;
}

/** The editor's own language: the page's, or English for the pseudo-locale (built from English). */
const editingLanguage = (lang: string): Language => (isSupportedLanguage(lang) ? lang : 'en');

function NewListing({ lang }: { lang: Language }) {
  const { t } = useTranslation('owner');
  const [search] = useSearchParams();
  const kind = search.get('type');
  if (!isNewListingKind(kind)) {
    return (
      <>
        <PageHeading page="owner" title={t('newListing.title')} description={t('page.description')} />
        <NewListingChoices label={t('newListing.title')} />
      </>
    );
  }
  return (
    <>
      <PageHeading page="owner" title={t(`newListing.kinds.${kind}.heading`)} description={t('page.description')} />
      <ListingEditor key={kind} kind={kind} lang={lang} />
    </>
  );
}

function StoredListing({ id, lang }: { id: string; lang: Language }) {
  const { t } = useTranslation('owner');
  const listing = useOwnerListing(id);
  const texts = listing.data?.content.texts;
  const name = texts?.[lang]?.name || texts?.es?.name;
  const rental = listing.data !== undefined && isOnListWith(listing.data.content, 'bookable');
  const calendar = useQuery({ ...rentalCalendarQueryOptions(id), enabled: rental });
  return (
    <>
      <PageHeading
        page="owner"
        title={name ? t('page.editTitle', { name }) : t('page.editUntitled')}
        description={t('page.description')}
      />
      <EditListing id={id} lang={lang} seasons={calendar.data ? seasonPriceRange(calendar.data.seasons) : undefined} />
    </>
  );
}

export function Component() {
  const { t } = useTranslation('owner');
  const { id } = useParams();
  const lang = editingLanguage(useLang());
  const role = useSessionStore((s) => s.user?.role);
  if (role === 'owner' || role === 'admin') {
    return id ? <StoredListing key={id} id={id} lang={lang} /> : <NewListing lang={lang} />;
  }
  return (
    <>
      <PageHeading page="owner" title={t('page.listingsTitle')} description={t('page.description')} />
      {role ? <OwnersOnly /> : <SessionEnded />}
    </>
  );
}
