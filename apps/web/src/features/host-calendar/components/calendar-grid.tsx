import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatStayDay } from '@town/shared/bookings';
import { addDays, daysBetween } from '@town/shared/days';
import type { Night, NightRange } from '../utils/nights.ts';
import { monthTitle } from '../../../lib/town-dates.ts';
import { addMonths, columnOf, daysOfMonth, monthOf, weekdayNames, weeksOf } from '../utils/months.ts';
import { holdStyles, HoldIcon } from './hold-look.tsx';

/** A selection being made: its first night, and its last once chosen. */
export interface Selection {
  first: string;
  last: string | null;
}

/** A selection with both ends, first ≤ last. */
export const completeRange = (selection: Selection | null): NightRange | null =>
  selection?.last ? { first: selection.first, last: selection.last } : null;

interface Props {
  nights: ReadonlyMap<string, Night>;
  /** The first and last nights the host can act on: today, and the horizon. */
  first: string;
  last: string;
  today: string;
  selection: Selection | null;
  onSelectionChange: (selection: Selection | null) => void;
  /** Months side by side: two where there is room. */
  months: 1 | 2;
  lang: string;
}

/**
 * The host's calendar (docs/rules.md#rentals), month by month: each night with its price, or
 * what holds it (by icon and pattern as well as colour). A grid in the WAI-ARIA way: one day
 * is in the tab order, arrows move by day and week, Home and End to the week's ends, Page Up
 * and Page Down by month, Enter or Space picks; Escape drops the selection. A range is picked
 * by its first night, then its last (the same day again for one night).
 */
export function CalendarGrid({ nights, first, last, today, selection, onSelectionChange, months, lang }: Props) {
  const { t } = useTranslation('host');
  const [month, setMonth] = useState(() => monthOf(selection?.first ?? first));
  const [focused, setFocused] = useState(() => selection?.first ?? first);
  const moved = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const shown = Array.from({ length: months }, (_, i) => addMonths(month, i));
  const lastShown = shown.at(-1)!;
  const firstMonth = monthOf(first);
  const lastMonth = monthOf(last);
  const weekdays = useMemo(() => weekdayNames(lang), [lang]);

  // The day in the tab order: the one last focused while it is shown, else the shown months' first.
  const inView = (day: string) => monthOf(day) >= month && monthOf(day) <= lastShown;
  const tabStop = inView(focused) ? focused : [`${month}-01`, first].sort().at(-1)!;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${tabStop}"] button`)?.focus();
  }, [tabStop, month]);

  const moveTo = (day: string) => {
    const target = day < first ? first : day > last ? last : day;
    moved.current = true;
    setFocused(target);
    if (monthOf(target) < month) setMonth(monthOf(target));
    else if (monthOf(target) > lastShown) setMonth(addMonths(monthOf(target), 1 - months));
  };

  /** The same day of another month, or its last day when that month is shorter. */
  const sameDayIn = (day: string, count: number) => {
    const target = addMonths(monthOf(day), count);
    const length = daysOfMonth(target).length;
    return `${target}-${String(Math.min(Number(day.slice(8)), length)).padStart(2, '0')}`;
  };

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -columnOf(day)),
      End: () => addDays(day, 6 - columnOf(day)),
      PageUp: () => sameDayIn(day, -1),
      PageDown: () => sameDayIn(day, 1),
    };
    if (event.key === 'Escape' && selection) {
      event.preventDefault();
      onSelectionChange(null);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const pick = (day: string) => {
    setFocused(day);
    if (!selection || selection.last) onSelectionChange({ first: day, last: null });
    else if (day >= selection.first) onSelectionChange({ first: selection.first, last: day });
    else onSelectionChange({ first: day, last: selection.first });
  };

  const selected = (day: string) =>
    !!selection && (selection.last ? day >= selection.first && day <= selection.last : day === selection.first);

  const describe = (day: string, night: Night | undefined) => {
    const parts = [formatStayDay(day, lang)];
    if (day === today) parts.push(t('grid.today'));
    if (night?.hold === 'block') {
      parts.push(night.note ? t('night.blockWithNote', { note: night.note }) : t('night.block'));
    } else if (night?.hold) parts.push(t(`night.${night.hold}`));
    else if (night?.price != null) parts.push(t('night.free', { price: formatEuros(night.price, lang) }));
    else parts.push(t('night.closed'));
    if (night?.hold && night.price != null) parts.push(t('night.price', { price: formatEuros(night.price, lang) }));
    if (selection && selected(day)) {
      if (!selection.last || selection.first === selection.last) parts.push(t('grid.selectedOne'));
      else if (day === selection.first) parts.push(t('grid.selectedFirst'));
      else if (day === selection.last) parts.push(t('grid.selectedLast'));
      else parts.push(t('grid.selectedMiddle'));
    }
    return parts.join(', ');
  };

  const status = (() => {
    if (!selection) return t('grid.pickFirst');
    if (!selection.last) return t('grid.pickLast', { date: formatStayDay(selection.first, lang) });
    return t('grid.chosen', {
      count: daysBetween(selection.first, selection.last) + 1,
      first: formatStayDay(selection.first, lang),
      last: formatStayDay(selection.last, lang),
    });
  })();

  const captionId = useId();
  return (
    <Box ref={gridRef} sx={(theme) => gridStyles(theme)}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={t('grid.previous')}
          disabled={month <= firstMonth}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('grid.next')}
          disabled={lastShown >= lastMonth}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${months}, minmax(0, 1fr))`, gap: 3 }}>
        {shown.map((m) => (
          <div key={m} className="month">
            <Typography id={`${captionId}-${m}`} component="h3" className="month-title">
              {monthTitle(m, lang)}
            </Typography>
            <table role="grid" aria-labelledby={`${captionId}-${m}`} aria-multiselectable="true">
              <thead>
                <tr>
                  {weekdays.map((weekday) => (
                    <th key={weekday.long} scope="col">
                      <abbr title={weekday.long}>{weekday.short}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeksOf(m).map((week) => (
                  <tr key={week.find(Boolean)}>
                    {week.map((day, column) => {
                      if (!day) return <td key={`empty-${column}`} />;
                      const night = nights.get(day);
                      if (day < first || day > last) {
                        return (
                          <td key={day} data-day={day} aria-disabled="true">
                            <span className="day-out">{Number(day.slice(8))}</span>
                          </td>
                        );
                      }
                      const isSelected = selected(day);
                      const edge = isSelected && (day === selection?.first || day === selection?.last);
                      return (
                        <td key={day} data-day={day} aria-selected={isSelected}>
                          <button
                            type="button"
                            tabIndex={day === tabStop ? 0 : -1}
                            className={[
                              'day',
                              `night-${night?.hold ?? (night?.price != null ? 'free' : 'closed')}`,
                              isSelected ? 'selected' : '',
                              edge ? 'selected-edge' : '',
                              day === today ? 'today' : '',
                            ].join(' ')}
                            onClick={() => pick(day)}
                            onKeyDown={(event) => onKeyDown(event, day)}
                            onFocus={() => setFocused(day)}
                          >
                            <span aria-hidden="true" className="day-number">
                              {Number(day.slice(8))}
                            </span>
                            <span aria-hidden="true" className="day-detail">
                              {night?.hold ? (
                                <HoldIcon hold={night.hold} />
                              ) : night?.price != null ? (
                                formatEuros(night.price, lang)
                              ) : (
                                '–'
                              )}
                            </span>
                            <span style={visuallyHidden}>{describe(day, night)}</span>
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </Box>
      <Typography role="status" sx={{ mt: 1.5 }} data-testid="selection-status">
        {status}
      </Typography>
    </Box>
  );
}

function gridStyles(theme: Theme) {
  const { palette } = theme.vars ?? theme;
  return {
    '& .month-title': {
      fontWeight: 600,
      fontSize: '1.05rem',
      textAlign: 'center',
      mb: 0.5,
      '&::first-letter': { textTransform: 'uppercase' },
    },
    '& table': { width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: '3px' },
    '& th': { fontWeight: 400, fontSize: '0.8rem', color: palette.text.secondary, pb: 0.5 },
    '& th abbr': { textDecoration: 'none' },
    '& td': { p: 0, textAlign: 'center', verticalAlign: 'middle' },
    '& .day-out': { display: 'block', py: 1.5, fontSize: '0.85rem', color: palette.text.secondary },
    '& .day': {
      width: '100%',
      minHeight: 48,
      p: 0,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2px',
      font: 'inherit',
      color: palette.text.primary,
      bgcolor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: '6px',
      cursor: 'pointer',
      '&:hover': { borderColor: palette.text.primary },
      '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: '1px' },
    },
    '& .day-number': { fontSize: '0.9rem', lineHeight: 1.1 },
    '& .day-detail': { fontSize: '0.66rem', lineHeight: 1.1, display: 'flex', alignItems: 'center' },
    '& .day-detail svg': { fontSize: '0.95rem' },
    '& .today .day-number': { fontWeight: 700, textDecoration: 'underline' },
    ...holdStyles(theme, '& .night-'),
    // The selection is a ring (shape, not colour alone), thicker at its ends.
    '& .selected': { boxShadow: `inset 0 0 0 2px ${palette.primary.main}` },
    '& .selected-edge': { boxShadow: `inset 0 0 0 4px ${palette.primary.main}` },
  };
}
