import Box from '@mui/material/Box';
import type { OpeningPeriod } from '@town/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@town/shared/catalogue-codes';
import { intlLocale } from '../utils/format.ts';

/** 1 January 2024 was a Monday: weekday names come from Intl in the page's language. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

function timeText(hhmm: string, format: Intl.DateTimeFormat): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return format.format(Date.UTC(1970, 0, 1, h % 24, m));
}

/** The week's opening hours, a line per day, in the page's language; days with none say "Closed". */
export function OpeningHours({ periods }: { periods: readonly OpeningPeriod[] }) {
  const { t, i18n } = useTranslation('catalogue');
  const locale = intlLocale(i18n.language);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {WEEKDAYS.map((day, i) => {
        const today = periods.filter((period) => period.day === day);
        const name = weekday.format(MONDAY + i * DAY_MS);
        return (
          <Box key={day} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>
              {name}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {today.length === 0
                ? t('hours.closed')
                : today.map((period) => `${timeText(period.opens, time)}–${timeText(period.closes, time)}`).join(', ')}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
