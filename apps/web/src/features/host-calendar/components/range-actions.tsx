import BlockIcon from '@mui/icons-material/Block';
import EuroIcon from '@mui/icons-material/Euro';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { formatStayDay } from '@town/shared/bookings';
import { daysBetween } from '@town/shared/days';
import { BLOCK_NOTE_MAX_LENGTH, MAX_NIGHT_PRICE, seasonSchema, type RentalCalendar } from '@town/shared/rentals';
import { readableFieldErrors } from '../../../components/readable-errors.ts';
import { useUpdateRentalCalendar } from '../api/update-rental-calendar.ts';
import { blockNights, calendarInput, priceNights, unblockNights } from '../utils/calendar-edits.ts';
import { NIGHT_HOLDS, rangeSummary, type Night, type NightRange } from '../utils/nights.ts';
import { formatNumber, refusalMessage } from '../utils/refusals.ts';

interface Props {
  assetId: string;
  calendar: RentalCalendar;
  nights: ReadonlyMap<string, Night>;
  range: NightRange;
  lang: string;
  /** The change was saved: the selection has done its work. */
  onDone: () => void;
}

/** A price as the host types it: whole euros above zero ("" when optional and left empty). */
const priceOf = (text: string) => seasonSchema.shape.price.safeParse(Number(text.trim().replace(',', '.')));

/**
 * What the host can do with the nights selected (docs/rules.md#blocks-and-held-nights): close
 * them with a private note, open them again, or give them a price (a season of their own, cut
 * out of the seasons around). Each is saved at once; a block over nights already booked,
 * requested or imported is refused by the server (409) and said here.
 */
export function RangeActions({ assetId, calendar, nights, range, lang, onDone }: Props) {
  const { t } = useTranslation('host');
  const update = useUpdateRentalCalendar(assetId);
  const headingId = useId();
  const [note, setNote] = useState('');
  const [price, setPrice] = useState('');
  const [weekendPrice, setWeekendPrice] = useState('');
  const [priceProblems, setPriceProblems] = useState<{ price?: string; weekendPrice?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const count = daysBetween(range.first, range.last) + 1;
  const summary = rangeSummary(nights, range);

  const save = (change: Parameters<typeof calendarInput>[1], done: string) => {
    setProblem(null);
    update.mutate(calendarInput(calendar, change), {
      onSuccess: () => {
        toast.success(done);
        onDone();
      },
      onError: (error) => setProblem(refusalMessage(t, error)),
    });
  };

  const block = (event: FormEvent) => {
    event.preventDefault();
    save({ blocks: blockNights(calendar.blocks, range, note) }, t('range.blocked', { count }));
  };

  const setPrices = (event: FormEvent) => {
    event.preventDefault();
    const nightly = priceOf(price);
    const weekend = weekendPrice.trim() ? priceOf(weekendPrice) : null;
    const problems = {
      price: nightly.success ? undefined : t('errors.price', { max: formatNumber(MAX_NIGHT_PRICE, lang) }),
      weekendPrice:
        weekend && !weekend.success ? t('errors.price', { max: formatNumber(MAX_NIGHT_PRICE, lang) }) : undefined,
    };
    setPriceProblems(problems);
    if (!nightly.success || (weekend && !weekend.success)) return;
    save(
      { seasons: priceNights(calendar.seasons, range, nightly.data, weekend?.data ?? null) },
      t('range.priced', { count }),
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={[{ p: { xs: 1.5, sm: 2.5 }, mt: 2, display: 'grid', gap: 2 }, readableFieldErrors]}
      data-testid="range-actions"
    >
      <Box>
        <Typography id={headingId} component="h3" variant="h3">
          {t('range.heading', { count })}
        </Typography>
        <Typography color="text.secondary">
          {t('range.dates', { first: formatStayDay(range.first, lang), last: formatStayDay(range.last, lang) })}
        </Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {NIGHT_HOLDS.filter((hold) => summary.holds[hold] > 0).map((hold) => (
            <li key={hold}>{t(`range.holds.${hold}`, { count: summary.holds[hold] })}</li>
          ))}
          {summary.unpriced > 0 ? <li>{t('range.unpriced', { count: summary.unpriced })}</li> : null}
          {summary.notes.map((text) => (
            <li key={text}>{t('range.note', { note: text })}</li>
          ))}
        </Box>
      </Box>

      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}

      <Box component="form" noValidate onSubmit={block} aria-label={t('range.blockForm')} sx={formRow}>
        <TextField
          label={t('range.noteLabel')}
          helperText={t('range.noteHint')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: BLOCK_NOTE_MAX_LENGTH } }}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="contained" startIcon={<BlockIcon />} loading={update.isPending}>
          {t('range.block')}
        </Button>
      </Box>

      {summary.holds.block > 0 ? (
        <Box>
          <Button
            variant="outlined"
            startIcon={<LockOpenIcon />}
            loading={update.isPending}
            onClick={() => save({ blocks: unblockNights(calendar.blocks, range) }, t('range.unblocked', { count }))}
          >
            {t('range.unblock')}
          </Button>
        </Box>
      ) : null}

      <Box component="form" noValidate onSubmit={setPrices} aria-label={t('range.priceForm')} sx={formRow}>
        <TextField
          label={t('range.price')}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={!!priceProblems.price}
          helperText={priceProblems.price}
          inputMode="numeric"
          slotProps={{
            htmlInput: { 'aria-invalid': !!priceProblems.price },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
          sx={{ flex: '1 1 9rem' }}
        />
        <TextField
          label={t('range.weekendPrice')}
          value={weekendPrice}
          onChange={(event) => setWeekendPrice(event.target.value)}
          error={!!priceProblems.weekendPrice}
          helperText={priceProblems.weekendPrice ?? t('range.weekendHint')}
          inputMode="numeric"
          slotProps={{
            htmlInput: { 'aria-invalid': !!priceProblems.weekendPrice },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
          sx={{ flex: '1 1 9rem' }}
        />
        <Button type="submit" variant="contained" startIcon={<EuroIcon />} loading={update.isPending}>
          {t('range.setPrice')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('range.priceHint')}
      </Typography>

      <Box>
        <Button onClick={onDone}>{t('range.clear')}</Button>
      </Box>
    </Paper>
  );
}

const formRow = { display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' } as const;
