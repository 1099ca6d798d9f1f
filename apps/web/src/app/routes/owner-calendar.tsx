import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventNoteIcon from '@mui/icons-material/EventNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROPERTY_PRICE_UNITS } from '@town/shared/listings';
import { PageHeading } from '../../components/page-heading.tsx';
import { useLang, useLocalePath } from '../../components/lang-link.tsx';
import { SessionEnded } from '../../features/accounts/components/session-ended.tsx';
import { rentalCalendarQueryOptions } from '../../features/host-calendar/api/rental-calendar.ts';
import { RentalCalendarPage } from '../../features/host-calendar/components/rental-calendar-page.tsx';
import { ownerListingQueryOptions, useOwnerListing } from '../../features/owner/api/owner-listing.ts';
import { OwnersOnly } from '../../features/owner/components/owners-only.tsx';
import { notFoundIfMissing } from '../../lib/not-found.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { refreshRole } from './owner-role.ts';

/**
 * /{lang}/owner/{id}/calendar (behind the session guard): a holiday rental's calendar, seasons,
 * rules and calendar sync. Another owner's rental, or a listing that is no holiday rental, is
 * a 404, as the API answers; other failures are left to the page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const role = await refreshRole();
  if (!role || role === 'user' || !params.id) return null;
  const client = getQueryClient();
  try {
    await client.ensureQueryData(rentalCalendarQueryOptions(params.id));
  } catch (error) {
    notFoundIfMissing(error);
  }
  // Its name, for the heading.
  await client.prefetchQuery(ownerListingQueryOptions(params.id));
  return null;
}

function RentalCalendar({ id, lang }: { id: string; lang: string }) {
  const { t } = useTranslation('host');
  const localePath = useLocalePath();
  const listing = useOwnerListing(id);
  const content = listing.data?.content;
  const texts = content?.texts;
  const name = texts?.[lang as keyof typeof texts]?.name || texts?.es?.name;
  // The listing's price per night: a new season's starts from it.
  const nightPrice = content
    ? [content.price, ...content.otherPrices].find((price) => price?.unit === PROPERTY_PRICE_UNITS.rent)?.amount
    : undefined;
  return (
    <>
      <PageHeading
        page="owner"
        title={name ? t('page.calendarTitle', { name }) : t('page.calendarUntitled')}
        description={t('page.calendarDescription')}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        <Button component={RouterLink} to={localePath(`owner/${id}`)} startIcon={<ArrowBackIcon />}>
          {t('links.listing')}
        </Button>
        <Button
          component={RouterLink}
          to={`${localePath('owner/bookings')}?assetId=${id}`}
          startIcon={<EventNoteIcon />}
        >
          {t('links.rentalBookings')}
        </Button>
      </Box>
      <RentalCalendarPage assetId={id} lang={lang} nightPrice={nightPrice} forbidden={<OwnersOnly />} />
    </>
  );
}

export function Component() {
  const { t } = useTranslation('host');
  const { id } = useParams();
  const lang = useLang();
  const role = useSessionStore((s) => s.user?.role);
  if ((role === 'owner' || role === 'admin') && id) return <RentalCalendar key={id} id={id} lang={lang} />;
  return (
    <>
      <PageHeading page="owner" title={t('page.calendarUntitled')} description={t('page.calendarDescription')} />
      {role ? <OwnersOnly /> : <SessionEnded />}
    </>
  );
}
