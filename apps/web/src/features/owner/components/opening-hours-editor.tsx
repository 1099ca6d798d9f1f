import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type Weekday } from '@town/shared/catalogue-codes';
import { hourFieldProps } from '../../../lib/day-text.ts';
import { weekdayName } from '../../../lib/town-dates.ts';
import type { EditorValues, Period } from '../utils/editor-values.ts';
import { EditorField } from './editor-field.tsx';

/** Two periods a day are split shifts (docs/listings.md#content-rules); more is not offered. */
export const MAX_PERIODS_PER_DAY = 2;
/** What a day opened anew starts with, and a second shift. */
const FIRST_PERIOD: Period = { opens: '09:00', closes: '14:00' };
const SECOND_PERIOD: Period = { opens: '17:00', closes: '21:00' };

/**
 * The week's opening hours: each day open or closed, with one period or two (split shifts).
 * A period that closes at or before it opens ends after midnight.
 */
export function OpeningHoursEditor() {
  const { t } = useTranslation('owner');
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('hours.intro')}</Typography>
      {WEEKDAYS.map((day, index) => (
        <DayHours key={day} day={day} index={index} />
      ))}
    </Stack>
  );
}

function DayHours({ day, index }: { day: Weekday; index: number }) {
  const { t, i18n } = useTranslation('owner');
  const { control } = useFormContext<EditorValues>();
  const periods = useFieldArray({ control, name: `hours.${day}` });
  const name = weekdayName(index, i18n.language);
  const open = periods.fields.length > 0;
  const split = periods.fields.length > 1;
  return (
    <Box
      component="fieldset"
      data-day={day}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}
    >
      {/* A floated legend sits in the box, beside the switch, and still names the group. */}
      <Typography
        component="legend"
        sx={{ float: 'left', fontWeight: 600, p: 0, pt: 1, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {name}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={open}
            onChange={(_event, checked) => (checked ? periods.append(FIRST_PERIOD) : periods.remove())}
          />
        }
        label={t('hours.open')}
        sx={{ float: 'right', mr: 0 }}
      />
      {open ? (
        <Stack spacing={1.5} sx={{ mt: 1.5, clear: 'both' }}>
          {periods.fields.map((field, period) => (
            // Side by side where both labels read whole ("Schließt (Zeitraum 2)"), one above the other on a phone.
            <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <EditorField
                name={`hours.${day}.${period}.opens`}
                label={split ? t('hours.opensShift', { number: period + 1 }) : t('hours.opens')}
                size="small"
                sx={{ flex: '1 1 10rem' }}
                normalize={hourFieldProps.normalize}
                slotProps={{ ...hourFieldProps.slotProps, inputLabel: { shrink: true } }}
              />
              <EditorField
                name={`hours.${day}.${period}.closes`}
                label={split ? t('hours.closesShift', { number: period + 1 }) : t('hours.closes')}
                size="small"
                sx={{ flex: '1 1 10rem' }}
                normalize={hourFieldProps.normalize}
                slotProps={{ ...hourFieldProps.slotProps, inputLabel: { shrink: true } }}
              />
              {period > 0 ? (
                <IconButton
                  onClick={() => periods.remove(period)}
                  aria-label={t('hours.removeShift', { number: period + 1 })}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              ) : null}
            </Box>
          ))}
          {periods.fields.length < MAX_PERIODS_PER_DAY ? (
            <Box>
              <Button size="small" startIcon={<AddIcon />} onClick={() => periods.append(SECOND_PERIOD)}>
                {t('hours.addShift')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ clear: 'both', pt: 0.5 }}>
          {t('hours.closedAllDay')}
        </Typography>
      )}
    </Box>
  );
}
