import { useTranslation } from 'react-i18next';
import { daysBetween } from '@town/shared/days';
import { formatTownDate } from '../lib/town-dates.ts';

/** A day as a stay's dates read: "sáb., 12 ago." */
export function formatStayDate(day: string, lang: string): string {
  return formatTownDate(day, lang, { weekday: 'short', day: 'numeric', month: 'short' }, 'EEE d MMM');
}

/**
 * A chosen stay in words ("sáb., 12 ago. – mar., 15 ago. · 3 noches"). Its own module: the
 * dates' formats (date-fns for Basque and Galician) load once there is a stay to write.
 */
export default function StayDatesText({
  checkIn,
  checkOut,
  lang,
}: {
  checkIn: string;
  checkOut: string;
  lang: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {t('stayDates.range', {
        checkIn: formatStayDate(checkIn, lang),
        checkOut: formatStayDate(checkOut, lang),
        count: daysBetween(checkIn, checkOut),
      })}
    </>
  );
}
