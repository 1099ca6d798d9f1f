import Box from '@mui/material/Box';
import type { OpeningPeriod } from '@town/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@town/shared/catalogue-codes';
import { weekdayName } from '../../../lib/town-dates.ts';

/** Every one of our languages writes hours on the 24-hour clock: "9:00", "20:30". */
function timeText(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 24}:${String(m).padStart(2, '0')}`;
}

/** A period from midnight to midnight: open all day (a hotel's reception), not "0:00–0:00". */
const allDay = (period: OpeningPeriod) =>
  period.opens === '00:00' && (period.closes === '24:00' || period.closes === '00:00');

/** The week's opening hours, a line per day, in the page's language; days with none say "Closed". */
export function OpeningHours({ periods }: { periods: readonly OpeningPeriod[] }) {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {WEEKDAYS.map((day, i) => {
        const today = periods.filter((period) => period.day === day);
        const name = weekdayName(i, i18n.language);
        return (
          <Box key={day} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>
              {name}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {today.length === 0
                ? t('hours.closed')
                : today.some(allDay)
                  ? t('hours.allDay')
                  : today.map((period) => `${timeText(period.opens)}–${timeText(period.closes)}`).join(', ')}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
