import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_HORIZON_DAYS } from '@town/shared/constants';
import { addDays, dayInTimeZone } from '@town/shared/days';
import { ERROR_CODES } from '@town/shared/error-codes';
import type { RentalCalendar, RentalCalendarInput } from '@town/shared/rentals';
import { LoadError } from '../../../components/load-error.tsx';
import { failedWith } from '../../../lib/api-errors.ts';
import { isMissing } from '../../../lib/not-found.ts';
import { useRentalCalendar } from '../api/rental-calendar.ts';
import { useUpdateRentalCalendar } from '../api/update-rental-calendar.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { calendarInput } from '../utils/calendar-edits.ts';
import { nightsOf } from '../utils/nights.ts';
import { CalendarSync } from './calendar-sync.tsx';
import { CalendarGrid, completeRange, type Selection } from './calendar-grid.tsx';
import { CalendarLegend } from './hold-look.tsx';
import { RangeActions } from './range-actions.tsx';
import { RulesForm } from './rules-form.tsx';
import { SeasonEditor } from './season-editor.tsx';
import { Loading } from '../../../components/loading.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';

/** Two months side by side need this much room. */
const TWO_MONTHS_MIN_WIDTH = 720;

/** The calendar's sections keep more room for the months on small screens. */
const tight = { p: { xs: 1.5, sm: 3 } };

interface Props {
  assetId: string;
  lang: string;
  /** The listing's price per night, where a new season's price starts (docs/listings.md#the-owners-workspace). */
  nightPrice?: number;
  /** What a signed-in person who runs no rentals meets instead (the API answers them 403). */
  forbidden: ReactNode;
}

/**
 * A holiday rental's calendar in the owner's workspace (docs/rules.md#rentals): the months
 * with their prices and held nights, what to do with nights selected, the seasons, the
 * booking rules, and calendar sync.
 */
export function RentalCalendarPage({ assetId, lang, nightPrice, forbidden }: Props) {
  const { t } = useTranslation('host');
  const calendar = useRentalCalendar(assetId);
  if (calendar.isPending) {
    return <Loading label={t('calendar.loading')} />;
  }
  if (calendar.isError) {
    const error = calendar.error;
    if (failedWith(error, ERROR_CODES.forbidden)) return forbidden;
    if (isMissing(error)) {
      return <Typography role="alert">{t('calendar.notFound')}</Typography>;
    }
    return <LoadError message={t('calendar.loadError')} onRetry={() => void calendar.refetch()} />;
  }
  return <Calendar assetId={assetId} lang={lang} nightPrice={nightPrice} calendar={calendar.data} />;
}

function Calendar({
  assetId,
  lang,
  nightPrice,
  calendar,
}: {
  assetId: string;
  lang: string;
  nightPrice?: number;
  calendar: RentalCalendar;
}) {
  const { t } = useTranslation('host');
  const update = useUpdateRentalCalendar(assetId);
  const today = dayInTimeZone(new Date());
  const last = addDays(today, AVAILABILITY_HORIZON_DAYS);
  const nights = useMemo(() => nightsOf(calendar, today, last), [calendar, today, last]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const range = completeRange(selection);
  const save = (change: Partial<RentalCalendarInput>) => update.mutateAsync(calendarInput(calendar, change));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <SectionFrame id="host-calendar" title={t('calendar.heading')} intro={t('calendar.intro')} sx={tight}>
        <Box ref={ref} sx={{ minWidth: 0 }}>
          {width > 0 ? (
            <CalendarGrid
              nights={nights}
              first={today}
              last={last}
              today={today}
              selection={selection}
              onSelectionChange={setSelection}
              months={width >= TWO_MONTHS_MIN_WIDTH ? 2 : 1}
              lang={lang}
            />
          ) : null}
        </Box>
        <CalendarLegend />
        {range ? (
          <RangeActions
            key={`${range.first}/${range.last}`}
            assetId={assetId}
            calendar={calendar}
            nights={nights}
            range={range}
            lang={lang}
            onDone={() => setSelection(null)}
          />
        ) : null}
      </SectionFrame>
      <SectionFrame id="host-seasons" title={t('seasons.heading')} intro={t('seasons.intro')} sx={tight}>
        <SeasonEditor
          seasons={calendar.seasons}
          today={today}
          lang={lang}
          nightPrice={nightPrice}
          onSave={(seasons) => save({ seasons })}
        />
      </SectionFrame>
      <SectionFrame id="host-rules" title={t('rules.heading')} intro={t('rules.intro')} sx={tight}>
        <RulesForm calendar={calendar} lang={lang} onSave={(settings) => save(settings)} />
      </SectionFrame>
      <SectionFrame id="host-sync" title={t('sync.heading')} intro={t('sync.intro')} sx={tight}>
        <CalendarSync assetId={assetId} lang={lang} />
      </SectionFrame>
    </Box>
  );
}
