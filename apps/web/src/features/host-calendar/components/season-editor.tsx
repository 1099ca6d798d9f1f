import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { toNestErrors } from '@hookform/resolvers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldError,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { formatStayDay } from '@town/shared/bookings';
import { isCalendarDay } from '@town/shared/days';
import { MAX_NIGHT_PRICE, MAX_SEASONS, type RentalCalendar, type Season } from '@town/shared/rentals';
import { MAX_STAY_DAYS } from '@town/shared/constants';
import { FormDayField } from '../../../components/day-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { readableFieldErrors } from '../../../components/readable-errors.ts';
import {
  emptySeason,
  seasonFieldOf,
  seasonIssues,
  seasonOf,
  seasonValuesOf,
  type SeasonsForm,
  type SeasonValues,
} from '../utils/season-values.ts';
import { formFailure, markServerFields } from '../../../lib/api-errors.ts';
import { formatNumber, refusalTexts, ruleMessage } from '../utils/refusals.ts';
import { weekdayNames } from '../utils/months.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useFollowStored } from '../hooks/use-follow-stored.ts';
import { fieldLook, twoColumns, type FieldKind } from './field-looks.tsx';

interface Props {
  seasons: RentalCalendar['seasons'];
  /** The town's today: seasons end after it. */
  today: string;
  lang: string;
  /** The listing's price per night: where a new season's price starts. */
  nightPrice?: number;
  /** Stores the seasons; answers the calendar as stored, or throws the server's refusal. */
  onSave: (seasons: Season[]) => Promise<RentalCalendar>;
}

/** Monday first, as the calendar shows weeks; the values stay the API's (0 = Sunday). */
const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** The form's check: the shared rules, each problem on its field in the page's language. */
function useSeasonsResolver(today: string, lang: string): Resolver<SeasonsForm> {
  const { t } = useTranslation('host');
  return useCallback(
    (values, _context, options) => {
      const issues = seasonIssues(values.seasons, today);
      if (issues.length === 0) return { values, errors: {} };
      const flat: Record<string, FieldError> = {};
      for (const issue of issues) flat[issue.path] ??= { type: issue.key, message: issueText(t, issue.key, lang) };
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [t, today, lang],
  );
}

function issueText(t: ReturnType<typeof useTranslation<'host'>>['t'], key: string, lang: string): string {
  if (key === 'day') return t('errors.day');
  if (key === 'price') return t('errors.price', { max: formatNumber(MAX_NIGHT_PRICE, lang) });
  if (key === 'nights') return t('errors.nights', { max: MAX_STAY_DAYS });
  return ruleMessage(t, key);
}

/**
 * The rental's seasons (docs/rules.md#seasons): for each, its first and last nights, the price
 * per night and on weekends, the shortest and longest stay, and the weekdays a stay may begin
 * and end on. Checked with the shared rules before it is sent; the server's 400 lands on the
 * same fields.
 */
export function SeasonEditor({ seasons, today, lang, nightPrice, onSave }: Props) {
  const { t } = useTranslation('host');
  const stored = useMemo(() => ({ seasons: seasons.map(seasonValuesOf) }), [seasons]);
  const form = useForm<SeasonsForm>({
    resolver: useSeasonsResolver(today, lang),
    defaultValues: stored,
    mode: 'onTouched',
  });
  const list = useFieldArray({ control: form.control, name: 'seasons' });
  const [problem, setProblem] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;

  useFollowStored(form, stored);

  const save = form.handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const saved = await onSave(values.seasons.map(seasonOf));
        form.reset({ seasons: saved.seasons.map(seasonValuesOf) });
        toast.success(t('seasons.saved'));
      } catch (error) {
        const failure = formFailure(error, refusalTexts(t, error), {
          fieldOf: (problem) => {
            const name = seasonFieldOf(problem.path);
            return name ? { name, message: ruleMessage(t, problem.message) } : null;
          },
          fieldsMarked: t('errors.check'),
        });
        markServerFields(form, failure.fields);
        setProblem(failure.message);
      }
    },
    () => setProblem(t('errors.check')),
  );

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={t('seasons.form')} sx={{ display: 'grid', gap: 2 }}>
      {list.fields.length === 0 ? <Typography color="text.secondary">{t('seasons.empty')}</Typography> : null}
      {list.fields.map((field, index) => (
        <SeasonFields
          key={field.id}
          control={form.control}
          index={index}
          lang={lang}
          onRemove={() => list.remove(index)}
        />
      ))}
      <FormAlert message={problem} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={list.fields.length >= MAX_SEASONS}
          onClick={() => list.append(emptySeason(form.getValues('seasons'), today, nightPrice))}
        >
          {t('seasons.add')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={isSubmitting} disabled={!isDirty}>
          {t('seasons.save')}
        </Button>
      </Box>
    </Box>
  );
}

function SeasonFields({
  control,
  index,
  lang,
  onRemove,
}: {
  control: Control<SeasonsForm>;
  index: number;
  lang: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('host');
  const headingId = useId();
  const [first, last] = useWatch({ control, name: [`seasons.${index}.firstNight`, `seasons.${index}.lastNight`] });
  const number = index + 1;
  const dates =
    isCalendarDay(first) && isCalendarDay(last) && first <= last
      ? t('seasons.dates', { first: formatStayDay(first, lang, 'short'), last: formatStayDay(last, lang, 'short') })
      : null;
  const field = <Name extends keyof SeasonValues>(name: Name) => `seasons.${index}.${name}` as const;
  const describeError = (error: FieldError) => error.message ?? t('errors.invalid');
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={headingId}
      data-testid="season"
      sx={[{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }, readableFieldErrors]}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h3" variant="h3">
          {t('seasons.item', { number })}
          {dates ? (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '1rem' }}>
              {dates}
            </Typography>
          ) : null}
        </Typography>
        <Button color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
          {t('seasons.remove')}
        </Button>
      </Box>
      <Box sx={twoColumns}>
        {SEASON_TEXT_FIELDS.map(({ name, kind, hint }) =>
          kind === 'day' ? (
            <FormDayField
              key={name}
              control={control}
              name={field(name)}
              label={t(`seasons.${name}`)}
              lang={lang}
              describeError={describeError}
            />
          ) : (
            <FormTextField
              key={name}
              control={control}
              name={field(name)}
              label={t(`seasons.${name}`)}
              hint={hint ? t(hint) : undefined}
              describeError={describeError}
              {...fieldLook(kind)}
            />
          ),
        )}
      </Box>
      <WeekdayChoice control={control} name={field('startDays')} label={t('seasons.startDays')} lang={lang} />
      <WeekdayChoice control={control} name={field('endDays')} label={t('seasons.endDays')} lang={lang} />
    </Paper>
  );
}

/** A season's text fields, in the order they are shown: two dates, two prices, two stay lengths. */
const SEASON_TEXT_FIELDS: {
  name: Exclude<keyof SeasonValues, 'startDays' | 'endDays'>;
  kind: FieldKind | 'day';
  hint?: string;
}[] = [
  { name: 'firstNight', kind: 'day' },
  { name: 'lastNight', kind: 'day' },
  { name: 'price', kind: 'euros' },
  { name: 'weekendPrice', kind: 'euros', hint: 'seasons.weekendHint' },
  { name: 'minDays', kind: 'count' },
  { name: 'maxDays', kind: 'count', hint: 'seasons.maxHint' },
];

/** The weekdays a stay may begin (or end) on, as ticks; none ticked: any day. */
function WeekdayChoice({
  control,
  name,
  label,
  lang,
}: {
  control: Control<SeasonsForm>;
  name: `seasons.${number}.startDays` | `seasons.${number}.endDays`;
  label: string;
  lang: string;
}) {
  const { t } = useTranslation('host');
  const labelId = useId();
  const hintId = useId();
  const names = useMemo(() => weekdayNames(lang), [lang]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
          <FormLabel id={labelId} component="span" sx={{ display: 'block' }}>
            {label}
          </FormLabel>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {t('seasons.anyDay')}
          </Typography>
          <FormGroup row>
            {WEEKDAYS_FROM_MONDAY.map((weekday) => {
              const column = (weekday + 6) % 7;
              return (
                <FormControlLabel
                  key={weekday}
                  label={<abbr title={names[column]!.long}>{names[column]!.short}</abbr>}
                  control={
                    <Checkbox
                      checked={field.value.includes(weekday)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, weekday]
                            : field.value.filter((day: number) => day !== weekday),
                        )
                      }
                    />
                  }
                  sx={{ mr: 1.5, '& abbr': { textDecoration: 'none' } }}
                />
              );
            })}
          </FormGroup>
        </Box>
      )}
    />
  );
}
