import SaveIcon from '@mui/icons-material/Save';
import { toNestErrors } from '@hookform/resolvers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
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
import { useFollowStored } from '../hooks/use-follow-stored.ts';
import { fieldLook, twoColumns, type FieldKind } from './field-looks.tsx';

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

  useFollowStored(form, stored);

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
      <TextFieldRow control={form.control} fields={HOUR_FIELDS} describeError={describeError} />
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
      <TextFieldRow control={form.control} fields={CLEANING_FIELDS} describeError={describeError} />
      <TextFieldRow control={form.control} fields={EXTRA_GUEST_FIELDS} describeError={describeError} />
      <Box sx={twoColumns}>
        <CountSelect
          control={form.control}
          name="advanceNoticeDays"
          label={t('rules.notice')}
          hint={t('rules.noticeHint')}
          max={MAX_ADVANCE_NOTICE_DAYS}
          optionText={(days) => (days === 0 ? t('rules.noticeSameDay') : t('rules.noticeDays', { count: days }))}
          describeError={describeError}
        />
        {sameDay ? (
          <CountSelect
            control={form.control}
            name="sameDayCutoffHours"
            label={t('rules.cutoff')}
            max={MAX_SAME_DAY_CUTOFF_HOURS}
            optionText={(hours) =>
              hours === 0 ? t('rules.cutoffAtCheckIn') : t('rules.cutoffHours', { count: hours })
            }
            describeError={describeError}
          />
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

/** A text field of the rules: its name, the keys of its label and hint, and what it holds. */
interface TextFieldSpec {
  name: 'checkInHour' | 'checkOutHour' | 'cleaningFee' | 'extraGuestFee' | 'extraGuestsFrom';
  label: string;
  hint?: string;
  kind: FieldKind;
}

const HOUR_FIELDS: TextFieldSpec[] = [
  { name: 'checkInHour', label: 'rules.checkIn', kind: 'time' },
  { name: 'checkOutHour', label: 'rules.checkOut', kind: 'time' },
];
const CLEANING_FIELDS: TextFieldSpec[] = [
  { name: 'cleaningFee', label: 'rules.cleaningFee', hint: 'rules.cleaningHint', kind: 'euros' },
];
const EXTRA_GUEST_FIELDS: TextFieldSpec[] = [
  { name: 'extraGuestFee', label: 'rules.extraGuestFee', hint: 'rules.extraGuestHint', kind: 'euros' },
  { name: 'extraGuestsFrom', label: 'rules.extraGuestsFrom', hint: 'rules.extraGuestsFromHint', kind: 'count' },
];

/** A row of the rules' text fields, two to a row where there is room. */
function TextFieldRow({
  control,
  fields,
  describeError,
}: {
  control: Control<RulesValues>;
  fields: TextFieldSpec[];
  describeError: (error: FieldError) => string;
}) {
  const { t } = useTranslation('host');
  return (
    <Box sx={twoColumns}>
      {fields.map(({ name, label, hint, kind }) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={t(label)}
          hint={hint ? t(hint) : undefined}
          describeError={describeError}
          {...fieldLook(kind)}
        />
      ))}
    </Box>
  );
}

/** A number from 0 to `max`, picked from a list, each option named by `optionText`. */
function CountSelect({
  max,
  optionText,
  ...props
}: {
  control: Control<RulesValues>;
  name: 'advanceNoticeDays' | 'sameDayCutoffHours';
  label: string;
  hint?: string;
  max: number;
  optionText: (count: number) => string;
  describeError: (error: FieldError) => string;
}) {
  return (
    <FormTextField {...props} select>
      {Array.from({ length: max + 1 }, (_, count) => (
        <MenuItem key={count} value={String(count)}>
          {optionText(count)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

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
