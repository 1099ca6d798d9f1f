import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import type { Theme } from '@mui/material/styles';
import type { Day } from 'date-fns';
import type { Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { addDays } from '@town/shared/availability';
import { AVAILABILITY_HORIZON_DAYS } from '@town/shared/constants';
import { formatEuros, formatStayDay } from '@town/shared/bookings';
import { useLang } from '../../../components/lang-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { StayRangePicker } from '../../../components/stay-range-picker.tsx';
import { useAvailability } from '../api/availability.ts';
import { toDayKey, useDayPickerLocale } from '../../../lib/day-picker.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { STAY_CALENDAR_ID, useStayChoice } from '../hooks/use-stay-choice.ts';
import { useStayRules, type StayRules } from '../hooks/use-stay-rules.ts';
import type { Capacity } from './booking-dialog.tsx';
import { CalendarDayButton, CalendarDayContext } from './calendar-day-button.tsx';
import { CancellationTerms } from './cancellation-terms.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';

interface Props {
  assetId: string;
  /** Guests it takes (the quote's extra-guest fee follows the guests chosen); unknown means the API's limits. */
  capacity?: Capacity | null;
}

/** Two months side by side need this much room. */
const TWO_MONTHS_MIN_WIDTH = 600;

/**
 * A holiday rental's availability calendar (docs/product.md#bookings, docs/rules.md#bookings): free and booked
 * nights with their prices, in the visitor's language, two months side by side where
 * there is room. Picking a check-in and a check-out follows the same rules as the API
 * (minimum stay, at most MAX_STAY_DAYS nights, changeover weekdays, booked nights; a check-out day
 * may be a booked night's first day), and the quote follows the choice: the nights, the fees, the
 * total and what the cancellation policy means for those dates, as the API will charge them.
 * The stay and the guests are the booking box's too (BookingBox, an island of its own), which books it.
 */
export function AvailabilityCalendar({ assetId, capacity }: Props) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const availability = useAvailability(assetId);
  const locale = useDayPickerLocale(lang);
  const rules = useStayRules(availability.data);
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const { stay, guests, setStay } = useStayChoice(assetId, capacity);

  const quote = stay.checkIn && stay.checkOut ? rules.quote(stay.checkIn, stay.checkOut, guests).quote : undefined;

  // Opened from a dated list: the calendar, on that stay with its quote, is what the visitor came for.
  const section = useRef<HTMLElement>(null);
  const cameWithStay = useRef(stay.checkOut !== null);
  useEffect(() => {
    if (!cameWithStay.current || !availability.data) return;
    cameWithStay.current = false;
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [availability.data]);
  const checkInDay = stay.checkIn ? rules.days.get(stay.checkIn) : undefined;

  const validCheckOut = (day: string) =>
    stay.checkIn !== null && stay.checkOut === null && day > stay.checkIn && !!rules.quote(stay.checkIn, day).quote;

  /**
   * Choosing a check-in: the days a stay can start on. Choosing a check-out: the days that
   * end a valid stay, the check-in itself (to undo it) and earlier days a stay can start on.
   */
  const selectable = (day: string) => {
    if (!stay.checkIn || stay.checkOut) return rules.canCheckIn(day);
    if (day > stay.checkIn) return validCheckOut(day);
    return day === stay.checkIn || rules.canCheckIn(day);
  };

  const pick = (day: string) => {
    if (stay.checkIn && !stay.checkOut) {
      if (day === stay.checkIn) return setStay({ checkIn: null, checkOut: null });
      if (validCheckOut(day)) return setStay({ checkIn: stay.checkIn, checkOut: day });
    }
    if (rules.canCheckIn(day)) setStay({ checkIn: day, checkOut: null });
  };

  const dayLabel = useMemo(() => dayLabeller(rules, lang, t), [rules, lang, t]);
  const dayContext = useMemo(() => ({ prices: rules.days, booked: rules.booked, lang }), [rules, lang]);

  const status = (() => {
    if (!stay.checkIn) return t('calendar.pickCheckIn');
    if (!stay.checkOut) return t('calendar.pickCheckOut', { date: formatStayDay(stay.checkIn, lang) });
    return t('calendar.chosen', {
      count: quote?.nights ?? 0,
      checkIn: formatStayDay(stay.checkIn, lang),
      checkOut: formatStayDay(stay.checkOut, lang),
    });
  })();

  const { extraGuestFee, extraGuestsFrom } = rules.terms;
  const twoMonths = width >= TWO_MONTHS_MIN_WIDTH;
  // Seven days a row, fitted to the room there is; never wider than is comfortable.
  const cell = Math.max(36, Math.min(52, Math.floor((twoMonths ? (width - 32) / 2 : width) / 7)));

  return (
    <Paper
      component="section"
      variant="outlined"
      id={STAY_CALENDAR_ID}
      aria-labelledby="availability-heading"
      ref={section}
      // Below the sticky header when the booking box's links lead here.
      sx={{ p: { xs: 1.5, sm: 2.5 }, scrollMarginTop: 80 }}
    >
      <Typography id="availability-heading" variant="h2" sx={{ mb: 1 }}>
        {t('calendar.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('calendar.intro')}
      </Typography>

      {availability.isError && <LoadError message={t('calendar.error')} onRetry={() => void availability.refetch()} />}
      {availability.data && rules.days.size === 0 && <Alert severity="info">{t('calendar.empty')}</Alert>}

      <Box ref={containerRef} sx={{ width: '100%', minWidth: 0 }}>
        {availability.isPending || !locale || width === 0 ? (
          <Skeleton variant="rounded" height={cell * 7 + 60} role="status" aria-label={t('calendar.loading')} />
        ) : (
          availability.data &&
          rules.days.size > 0 && (
            <CalendarDayContext.Provider value={dayContext}>
              <Box sx={(theme) => calendarStyles(theme, cell)}>
                <StayRangePicker
                  lang={lang}
                  locale={locale}
                  twoMonths={twoMonths}
                  today={rules.today}
                  last={addDays(rules.today, AVAILABILITY_HORIZON_DAYS)}
                  stay={stay}
                  onPick={pick}
                  disabled={(day) => !selectable(day)}
                  status={status}
                  modifiers={{
                    free: (date) => {
                      const day = toDayKey(date);
                      return rules.days.has(day) && !rules.booked.has(day);
                    },
                    booked: (date) => rules.booked.has(toDayKey(date)),
                  }}
                  modifiersClassNames={{ free: 'day-free', booked: 'day-booked' }}
                  labels={{ labelDayButton: dayLabel }}
                  components={{ DayButton: CalendarDayButton }}
                />
              </Box>
            </CalendarDayContext.Provider>
          )
        )}
      </Box>

      <Legend />

      {checkInDay && !stay.checkOut && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('calendar.minStay', { count: checkInDay.minDays })}
          {checkInDay.maxDays !== null && ` ${t('calendar.maxStay', { count: checkInDay.maxDays })}`}
          {checkInDay.endDay !== null &&
            locale &&
            ` ${t('calendar.changeover', { weekday: locale.localize.day(checkInDay.endDay as Day, { width: 'wide' }) })}`}
        </Typography>
      )}

      {quote && stay.checkIn && stay.checkOut && (
        <Box sx={{ mt: 2, maxWidth: 480 }}>
          <PriceBreakdown bands={quote.bands} fees={quote.fees} total={quote.total} lang={lang} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('price.times', { checkIn: quote.checkInHour, checkOut: quote.checkOutHour })}
          </Typography>
          {extraGuestFee > 0 && extraGuestsFrom !== null && (
            <Typography variant="body2" color="text.secondary">
              {t('price.extraGuestsHint', { count: extraGuestsFrom, price: formatEuros(extraGuestFee, lang) })}
            </Typography>
          )}
          <Box sx={{ mt: 1.5 }}>
            <CancellationTerms
              policy={quote.cancellationPolicy}
              freeCancellationUntil={quote.freeCancellationUntil}
              lang={lang}
            />
          </Box>
        </Box>
      )}

      {stay.checkIn && (
        <Button onClick={() => setStay({ checkIn: null, checkOut: null })} sx={{ mt: 2 }}>
          {t('calendar.clear')}
        </Button>
      )}
    </Paper>
  );
}

function Legend() {
  const { t } = useTranslation('bookings');
  const items = [
    { key: 'free', className: 'legend-free' },
    { key: 'booked', className: 'legend-booked' },
    { key: 'unavailable', className: 'legend-unavailable' },
    { key: 'selected', className: 'legend-selected' },
  ] as const;
  return (
    <Box
      component="ul"
      aria-label={t('calendar.legend.label')}
      sx={(theme) => ({
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        '& li': { display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem' },
        '& .swatch': { width: 16, height: 16, borderRadius: '4px', border: 1, borderColor: 'text.secondary' },
        '& .legend-free .swatch': { bgcolor: 'background.paper' },
        '& .legend-booked .swatch': bookedBackground(theme),
        '& .legend-unavailable .swatch': { bgcolor: 'action.disabledBackground', borderStyle: 'dashed' },
        '& .legend-selected .swatch': { bgcolor: 'primary.main', borderColor: 'primary.main' },
      })}
    >
      {items.map((item) => (
        <li key={item.key} className={item.className}>
          <span className="swatch" aria-hidden="true" />
          {t(`calendar.legend.${item.key}`)}
        </li>
      ))}
    </Box>
  );
}

const stripes = (colour: string) => `repeating-linear-gradient(135deg, ${colour} 0 4px, transparent 4px 8px)`;

/** Both schemes' stripes in the styles; body's data-theme picks one (docs/product.md#theme). */
function bookedBackground(theme: Theme) {
  return {
    background: stripes('rgba(198, 40, 40, 0.18)'),
    ...theme.applyStyles('dark', { background: stripes('rgba(255, 138, 128, 0.35)') }),
  };
}

function calendarStyles(theme: Theme, cell: number) {
  const { primary, text, action } = (theme.vars ?? theme).palette;
  return {
    '.rdp-root': {
      '--rdp-accent-color': primary.main,
      '--rdp-accent-background-color': 'rgba(11, 92, 138, 0.12)',
      ...theme.applyStyles('dark', { '--rdp-accent-background-color': 'rgba(124, 196, 240, 0.18)' }),
      '--rdp-day-width': `${cell}px`,
      '--rdp-day-height': `${cell + 6}px`,
      '--rdp-day_button-width': `${cell - 2}px`,
      '--rdp-day_button-height': `${cell + 4}px`,
      '--rdp-day_button-border-radius': '8px',
      '--rdp-disabled-opacity': '0.4',
      '--rdp-months-gap': '32px',
      '--rdp-range_start-color': primary.contrastText,
      '--rdp-range_end-color': primary.contrastText,
      '--rdp-today-color': text.primary,
      width: 'fit-content',
      maxWidth: '100%',
    },
    '.rdp-months': { maxWidth: '100%' },
    '.rdp-month_caption': { fontSize: '1.05rem' },
    '.rdp-weekday': { fontSize: '0.8rem', color: text.secondary, opacity: 1 },
    '.rdp-day_button': { flexDirection: 'column', gap: '1px', lineHeight: 1.1 },
    '.rdp-day_button:focus-visible': { outline: `3px solid ${primary.main}`, outlineOffset: '1px' },
    '.rdp-day_button .day-price': { fontSize: cell < 44 ? '0.62rem' : '0.7rem', color: text.secondary },
    '.rdp-range_start .day-price, .rdp-range_end .day-price': { color: primary.contrastText },
    '.rdp-today:not(.rdp-outside) .rdp-day_button > span:first-of-type': {
      fontWeight: 700,
      textDecoration: 'underline',
    },
    '.day-booked .rdp-day_button': bookedBackground(theme),
    '.day-booked .rdp-day_button > span:first-of-type': { textDecoration: 'line-through' },
    '.day-free:not(.rdp-disabled) .rdp-day_button:hover': { backgroundColor: action.hover },
  };
}

/** Each day's accessible name: the date, its price or state, and its part in the chosen stay. */
function dayLabeller(rules: StayRules, lang: string, t: (key: string, options?: Record<string, unknown>) => string) {
  return (date: Date, modifiers: Modifiers) => {
    const day = toDayKey(date);
    const free = rules.days.get(day);
    const text = formatStayDay(day, lang);
    let label = rules.booked.has(day)
      ? t('calendar.day.booked', { date: text })
      : free
        ? t('calendar.day.free', { date: text, price: formatEuros(free.price, lang) })
        : t('calendar.day.unavailable', { date: text });
    if (modifiers.range_start) label = t('calendar.day.checkIn', { label });
    else if (modifiers.range_end) label = t('calendar.day.checkOut', { label });
    else if (modifiers.range_middle) label = t('calendar.day.inStay', { label });
    return label;
  };
}
