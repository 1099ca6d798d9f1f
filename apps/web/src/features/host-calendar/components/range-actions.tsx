import BlockIcon from '@mui/icons-material/Block';
import EuroIcon from '@mui/icons-material/Euro';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from 'react-toastify';
import { formatStayDay } from '@town/shared/bookings';
import { daysBetween } from '@town/shared/days';
import {
  BLOCK_NOTE_MAX_LENGTH,
  blockSchema,
  MAX_NIGHT_PRICE,
  seasonSchema,
  type RentalCalendar,
} from '@town/shared/rentals';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { readableFieldErrors } from '../../../components/readable-errors.ts';
import { useUpdateRentalCalendar } from '../api/update-rental-calendar.ts';
import { blockNights, calendarInput, priceNights, unblockNights } from '../utils/calendar-edits.ts';
import { NIGHT_HOLDS, rangeSummary, type Night, type NightRange } from '../utils/nights.ts';
import { formatNumber, refusalMessage } from '../utils/refusals.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { euros } from './field-looks.tsx';

interface Props {
  assetId: string;
  calendar: RentalCalendar;
  nights: ReadonlyMap<string, Night>;
  range: NightRange;
  lang: string;
  /** The change was saved: the selection has done its work. */
  onDone: () => void;
}

/** A price as the host types it, in whole euros ("80" or "80,0"). */
const euroText = z.string().transform((text) => Number(text.trim().replace(',', '.')));

/** The block form: the shared block's private note. */
const blockFormSchema = blockSchema.pick({ note: true });
type BlockValues = z.input<typeof blockFormSchema>;

/** The price form: the shared season's prices, as typed; the weekend's may stay empty. */
const priceFormSchema = z.object({
  price: euroText.pipe(seasonSchema.shape.price),
  weekendPrice: z
    .string()
    .transform((text) => (text.trim() ? text : null))
    .pipe(euroText.pipe(seasonSchema.shape.price).nullable()),
});
type PriceValues = z.input<typeof priceFormSchema>;
type Prices = z.output<typeof priceFormSchema>;

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
  const blockForm = useForm<BlockValues>({ resolver: zodResolver(blockFormSchema), defaultValues: { note: '' } });
  const priceForm = useForm<PriceValues, unknown, Prices>({
    resolver: zodResolver(priceFormSchema),
    defaultValues: { price: '', weekendPrice: '' },
  });
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

  const block = blockForm.handleSubmit(({ note }) =>
    save({ blocks: blockNights(calendar.blocks, range, note ?? '') }, t('range.blocked', { count })),
  );

  const setPrices = priceForm.handleSubmit(({ price, weekendPrice }) =>
    save({ seasons: priceNights(calendar.seasons, range, price, weekendPrice) }, t('range.priced', { count })),
  );
  const priceProblem = () => t('errors.price', { max: formatNumber(MAX_NIGHT_PRICE, lang) });

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

      <FormAlert message={problem} />

      <Box component="form" noValidate onSubmit={block} aria-label={t('range.blockForm')} sx={formRow}>
        <FormTextField
          control={blockForm.control}
          name="note"
          label={t('range.noteLabel')}
          hint={t('range.noteHint')}
          describeError={() => t('errors.invalid')}
          fullWidth={false}
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
        <FormTextField
          control={priceForm.control}
          name="price"
          label={t('range.price')}
          describeError={priceProblem}
          inputMode="numeric"
          fullWidth={false}
          slotProps={euros}
          sx={{ flex: '1 1 9rem' }}
        />
        <FormTextField
          control={priceForm.control}
          name="weekendPrice"
          label={t('range.weekendPrice')}
          hint={t('range.weekendHint')}
          describeError={priceProblem}
          inputMode="numeric"
          fullWidth={false}
          slotProps={euros}
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
