import SaveIcon from '@mui/icons-material/Save';
import { toNestErrors } from '@hookform/resolvers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MAX_GUESTS } from '@town/shared/constants';
import {
  BOOKING_MODES,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_NAMES,
  MAX_ADVANCE_NOTICE_DAYS,
  MAX_FEE,
  MAX_SAME_DAY_CUTOFF_HOURS,
  REQUEST_HOLD_HOURS,
  rentalSettingsSchema,
  type BookingMode,
  type CancellationPolicy,
  type RentalCalendar,
} from '@town/shared/rentals';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { readableFieldErrors } from '../../../components/readable-errors.ts';
import { settingsOf } from '../utils/calendar-edits.ts';
import { formFailure, markServerFields } from '../../../lib/api-errors.ts';
import { formatNumber, refusalTexts } from '../utils/refusals.ts';
import { FormAlert } from '../../../components/form-alert.tsx';

type Settings = ReturnType<typeof settingsOf>;

interface RulesValues {
  bookingMode: BookingMode;
  checkInHour: string;
  checkOutHour: string;
  cancellationPolicy: CancellationPolicy;
  cleaningFee: string;
  extraGuestFee: string;
  /** Guests the nightly price includes; empty: any number. */
  extraGuestsFrom: string;
  /** The advance notice (docs/rules.md#advance-notice), as the selects hold it. */
  advanceNoticeDays: string;
  sameDayCutoffHours: string;
}

const valuesOf = (settings: Settings): RulesValues => ({
  ...settings,
  cleaningFee: String(settings.cleaningFee),
  extraGuestFee: String(settings.extraGuestFee),
  extraGuestsFrom: settings.extraGuestsFrom == null ? '' : String(settings.extraGuestsFrom),
  advanceNoticeDays: String(settings.advanceNoticeDays),
  sameDayCutoffHours: String(settings.sameDayCutoffHours),
});

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.')));

const settingsFrom = (values: RulesValues): Settings => ({
  ...values,
  cleaningFee: values.cleaningFee.trim() === '' ? 0 : number(values.cleaningFee),
  extraGuestFee: values.extraGuestFee.trim() === '' ? 0 : number(values.extraGuestFee),
  extraGuestsFrom: values.extraGuestsFrom.trim() === '' ? null : number(values.extraGuestsFrom),
  advanceNoticeDays: Number(values.advanceNoticeDays),
  sameDayCutoffHours: Number(values.sameDayCutoffHours),
});

/** 0 … max, as the selects offer them. */
const upTo = (max: number) => Array.from({ length: max + 1 }, (_, n) => n);

type Field = keyof RulesValues;

/** What a field needs, in the page's language. */
function fieldMessage(t: ReturnType<typeof useTranslation<'host'>>['t'], field: Field, lang: string): string {
  if (field === 'checkInHour' || field === 'checkOutHour') return t('errors.hour');
  if (field === 'cleaningFee' || field === 'extraGuestFee')
    return t('errors.fee', { max: formatNumber(MAX_FEE, lang) });
  if (field === 'extraGuestsFrom') return t('errors.guests', { max: 2 * MAX_GUESTS });
  return t('errors.invalid');
}

/** The form's check: the shared settings schema the API uses, each problem on its field. */
function useRulesResolver(lang: string): Resolver<RulesValues> {
  const { t } = useTranslation('host');
  return useCallback(
    (values, _context, options) => {
      const checked = rentalSettingsSchema.safeParse(settingsFrom(values));
      if (checked.success) return { values, errors: {} };
      const flat: Record<string, FieldError> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        flat[field] ??= { type: issue.code, message: fieldMessage(t, field, lang) };
      }
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [t, lang],
  );
}

interface Props {
  calendar: RentalCalendar;
  lang: string;
  /** Stores the settings; answers the calendar as stored, or throws the server's refusal. */
  onSave: (settings: Settings) => Promise<RentalCalendar>;
}

/**
 * How the rental is booked (docs/rules.md#rentals): instantly or on request, the check-in
 * and check-out hours, the cancellation policy with what it means, the cleaning fee and the
 * fee for each guest above those the price includes.
 */
export function RulesForm({ calendar, lang, onSave }: Props) {
  const { t } = useTranslation('host');
  const stored = useMemo(() => valuesOf(settingsOf(calendar)), [calendar]);
  const form = useForm<RulesValues>({ resolver: useRulesResolver(lang), defaultValues: stored, mode: 'onTouched' });
  const [problem, setProblem] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  const sameDay = useWatch({ control: form.control, name: 'advanceNoticeDays' }) === '0';
  const describeError = (error: FieldError) => error.message ?? t('errors.invalid');

  // The calendar changed elsewhere: follow it, unless the host is editing.
  // (Only when the stored calendar changes: a save resets the form to what it stored already.)
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(stored);
  }, [stored, form]);

  const save = form.handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const saved = await onSave(settingsFrom(values));
        form.reset(valuesOf(settingsOf(saved)));
        toast.success(t('rules.saved'));
      } catch (error) {
        const failure = formFailure(error, refusalTexts(t, error), {
          fieldOf: ({ path: [name] }) =>
            typeof name === 'string' && name in stored ? { name, message: fieldMessage(t, name as Field, lang) } : null,
          fieldsMarked: t('errors.check'),
        });
        markServerFields(form, failure.fields);
        setProblem(failure.message);
      }
    },
    () => setProblem(t('errors.check')),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      aria-label={t('rules.form')}
      sx={[{ display: 'grid', gap: 3 }, readableFieldErrors]}
    >
      <Choice
        control={form.control}
        name="bookingMode"
        label={t('rules.bookingMode')}
        options={BOOKING_MODES.map((mode) => ({
          value: mode,
          label: t(`rules.modes.${mode}.name`),
          text: t(`rules.modes.${mode}.text`, { count: REQUEST_HOLD_HOURS }),
        }))}
      />
      <Box sx={grid}>
        <FormTextField
          control={form.control}
          name="checkInHour"
          label={t('rules.checkIn')}
          type="time"
          describeError={describeError}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={form.control}
          name="checkOutHour"
          label={t('rules.checkOut')}
          type="time"
          describeError={describeError}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Choice
        control={form.control}
        name="cancellationPolicy"
        label={t('rules.policy')}
        options={CANCELLATION_POLICY_NAMES.map((policy) => ({
          value: policy,
          label: t(`rules.policies.${policy}`),
          text: t('rules.policyMeans', { count: CANCELLATION_POLICIES[policy].freeDaysBefore }),
        }))}
        hint={t('rules.policyHint')}
      />
      <Box sx={grid}>
        <FormTextField
          control={form.control}
          name="cleaningFee"
          label={t('rules.cleaningFee')}
          hint={t('rules.cleaningHint')}
          inputMode="numeric"
          describeError={describeError}
          slotProps={euros}
        />
      </Box>
      <Box sx={grid}>
        <FormTextField
          control={form.control}
          name="extraGuestFee"
          label={t('rules.extraGuestFee')}
          hint={t('rules.extraGuestHint')}
          inputMode="numeric"
          describeError={describeError}
          slotProps={euros}
        />
        <FormTextField
          control={form.control}
          name="extraGuestsFrom"
          label={t('rules.extraGuestsFrom')}
          hint={t('rules.extraGuestsFromHint')}
          inputMode="numeric"
          describeError={describeError}
        />
      </Box>
      <Box sx={grid}>
        <FormTextField
          control={form.control}
          name="advanceNoticeDays"
          label={t('rules.notice')}
          hint={t('rules.noticeHint')}
          select
          describeError={describeError}
        >
          {upTo(MAX_ADVANCE_NOTICE_DAYS).map((days) => (
            <MenuItem key={days} value={String(days)}>
              {days === 0 ? t('rules.noticeSameDay') : t('rules.noticeDays', { count: days })}
            </MenuItem>
          ))}
        </FormTextField>
        {sameDay ? (
          <FormTextField
            control={form.control}
            name="sameDayCutoffHours"
            label={t('rules.cutoff')}
            select
            describeError={describeError}
          >
            {upTo(MAX_SAME_DAY_CUTOFF_HOURS).map((hours) => (
              <MenuItem key={hours} value={String(hours)}>
                {hours === 0 ? t('rules.cutoffAtCheckIn') : t('rules.cutoffHours', { count: hours })}
              </MenuItem>
            ))}
          </FormTextField>
        ) : null}
      </Box>
      <FormAlert message={problem} />
      <Box>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={isSubmitting} disabled={!isDirty}>
          {t('rules.save')}
        </Button>
      </Box>
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

const euros = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } };

/** One of a few options, each with what it means. */
function Choice<Name extends 'bookingMode' | 'cancellationPolicy'>({
  control,
  name,
  label,
  options,
  hint,
}: {
  control: Control<RulesValues>;
  name: Name;
  label: string;
  options: { value: RulesValues[Name]; label: string; text: string }[];
  hint?: ReactNode;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { mt: -1 } }}
                label={
                  <>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {option.label}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {option.text}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}
