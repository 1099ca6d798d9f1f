import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStayDay } from '@town/shared/bookings';

interface Props {
  stay: { checkIn: string; checkOut: string; checkInHour: string; checkOutHour: string };
  lang: string;
  /** Further terms and their values (`<dt>`, `<dd>`). */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** The stay's arrival and departure, with their hours, as a description list. */
export function StayFacts({ stay, lang, children, sx }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          '& dd': { m: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <dt>{t('dialog.checkIn')}</dt>
      <dd>{t('dialog.from', { date: formatStayDay(stay.checkIn, lang), hour: stay.checkInHour })}</dd>
      <dt>{t('dialog.checkOut')}</dt>
      <dd>{t('dialog.until', { date: formatStayDay(stay.checkOut, lang), hour: stay.checkOutHour })}</dd>
      {children}
    </Box>
  );
}
