import AddIcon from '@mui/icons-material/Add';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import SyncIcon from '@mui/icons-material/Sync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import WarningIcon from '@mui/icons-material/Warning';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useId, useState, type BaseSyntheticEvent, type FormEvent } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from 'react-toastify';
import { formatStayDay } from '@town/shared/bookings';
import {
  FEED_FAILURES,
  FEED_NAME_MAX_LENGTH,
  FEED_URL_MAX_LENGTH,
  newFeedSchema,
  type Feed,
  type NewFeed,
  type FeedSyncResult,
} from '@town/shared/calendars';
import { addDays } from '@town/shared/days';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { failedWith, formFailure, markServerFields, SERVER_ERROR } from '../../../lib/api-errors.ts';
import { formatTownDate } from '../../../lib/town-dates.ts';
import { useAddIcalFeed } from '../api/add-ical-feed.ts';
import { useIcalExport } from '../api/ical-export.ts';
import { useIcalFeeds } from '../api/ical-feeds.ts';
import { useRemoveIcalFeed } from '../api/remove-ical-feed.ts';
import { useRenewIcalExport } from '../api/renew-ical-export.ts';
import { useSyncIcalFeed } from '../api/sync-ical-feed.ts';
import { refusalMessage, refusalTexts } from '../utils/refusals.ts';
import { Loading } from '../../../components/loading.tsx';

type T = ReturnType<typeof useTranslation<'host'>>['t'];

/** An instant as the town's clock shows it: "24 nov 2026, 09:15". */
const when = (instant: string, lang: string) =>
  formatTownDate(
    instant,
    lang,
    { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
    'd MMM yyyy, HH:mm',
  );

/**
 * Calendar sync (docs/api.md#calendars): the rental's secret address for other calendars to
 * read, and the calendars it imports (Airbnb, Booking.com, Vrbo, any .ics), each with its last
 * sync, its errors, its log and the events that meet nights already taken here.
 */
export function CalendarSync({ assetId, lang }: { assetId: string; lang: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ExportAddress assetId={assetId} />
      <ImportedFeeds assetId={assetId} lang={lang} />
    </Box>
  );
}

function ExportAddress({ assetId }: { assetId: string }) {
  const { t } = useTranslation('host');
  const address = useIcalExport(assetId);
  const renew = useRenewIcalExport(assetId);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('export.copied'));
    } catch {
      toast.error(t('export.copyFailed'));
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 1 }}>
        {t('export.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('export.intro')}
      </Typography>
      {address.isError ? (
        <LoadError message={t('export.loadError')} onRetry={() => void address.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            label={t('export.label')}
            value={address.data?.url ?? ''}
            placeholder={address.isPending ? t('export.loading') : undefined}
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                spellCheck: false,
                onFocus: (e: FormEvent<HTMLInputElement>) => e.currentTarget.select(),
              },
            }}
            sx={{ '& input': { fontFamily: 'monospace' } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              startIcon={<ContentCopyIcon />}
              disabled={!address.data}
              onClick={() => address.data && void copy(address.data.url)}
            >
              {t('export.copy')}
            </Button>
            <Button startIcon={<AutorenewIcon />} disabled={!address.data} onClick={() => setConfirming(true)}>
              {t('export.renew')}
            </Button>
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('export.renewTitle')}
        text={t('export.renewText')}
        confirm={t('export.renewConfirm')}
        cancel={t('actions.cancel')}
        pending={renew.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('export.renewed'));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(refusalMessage(t, error));
            },
          })
        }
      />
    </Box>
  );
}

function ImportedFeeds({ assetId, lang }: { assetId: string; lang: string }) {
  const { t } = useTranslation('host');
  const feeds = useIcalFeeds(assetId);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 1 }}>
        {t('feeds.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('feeds.intro')}
      </Typography>
      {feeds.isPending ? (
        <Loading label={t('feeds.loading')} compact />
      ) : feeds.isError ? (
        <LoadError message={t('feeds.loadError')} onRetry={() => void feeds.refetch()} />
      ) : feeds.data.items.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{t('feeds.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 2 }}>
          {feeds.data.items.map((feed) => (
            <li key={feed.id}>
              <FeedCard assetId={assetId} feed={feed} lang={lang} />
            </li>
          ))}
        </Box>
      )}
      <AddFeed assetId={assetId} />
    </Box>
  );
}

/** What a sync did, in words. */
const syncOutcome = (t: T, result: FeedSyncResult) =>
  result.error
    ? t('feeds.syncFailed', { reason: t(`feeds.errors.${result.error.reason}`) })
    : t('feeds.synced', { added: result.added, changed: result.changed, removed: result.removed });

function FeedCard({ assetId, feed, lang }: { assetId: string; feed: Feed; lang: string }) {
  const { t } = useTranslation('host');
  const sync = useSyncIcalFeed(assetId);
  const remove = useRemoveIcalFeed(assetId);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const lastNight = (end: string) => formatStayDay(addDays(end, -1), lang, 'short');

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="feed"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box>
        <Typography id={headingId} component="h4" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
          {feed.name}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {feed.url}
        </Typography>
      </Box>
      {feed.lastError ? (
        <Alert severity="error" role="note" icon={<SyncProblemIcon />}>
          {feed.lastSyncAt ? t('feeds.lastFailed', { when: when(feed.lastSyncAt, lang) }) : t('feeds.neverSynced')}{' '}
          {t(`feeds.errors.${feed.lastError.reason}`)}{' '}
          {feed.lastSuccessAt ? t('feeds.keptFrom', { when: when(feed.lastSuccessAt, lang) }) : t('feeds.nothingKept')}
        </Alert>
      ) : (
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
          <span>
            {feed.lastSyncAt ? t('feeds.lastSynced', { when: when(feed.lastSyncAt, lang) }) : t('feeds.neverSynced')}{' '}
            {t('feeds.events', { count: feed.events })}
          </span>
        </Typography>
      )}
      {feed.conflicts.length > 0 ? (
        <Alert severity="warning" role="note" icon={<WarningIcon />}>
          <Typography sx={{ fontWeight: 600 }}>{t('feeds.conflicts', { count: feed.conflicts.length })}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {feed.conflicts.map((conflict) => (
              <li key={conflict.uid}>
                {t('feeds.conflict', {
                  first: formatStayDay(conflict.start, lang, 'short'),
                  last: lastNight(conflict.end),
                  with: conflict.with.map((kind) => t(`feeds.conflictWith.${kind}`)).join(', '),
                })}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {feed.log.length > 0 ? (
        <Box component="details" sx={{ '& summary': { cursor: 'pointer', py: 0.5 } }}>
          <Typography component="summary">{t('feeds.log', { count: feed.log.length })}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('feeds.logTable', { name: feed.name })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('feeds.logWhen')}</TableCell>
                  <TableCell align="right">{t('feeds.logAdded')}</TableCell>
                  <TableCell align="right">{t('feeds.logChanged')}</TableCell>
                  <TableCell align="right">{t('feeds.logRemoved')}</TableCell>
                  <TableCell>{t('feeds.logResult')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {feed.log.map((entry) => (
                  <TableRow key={entry.at}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(entry.at, lang)}</TableCell>
                    <TableCell align="right">{entry.added}</TableCell>
                    <TableCell align="right">{entry.changed}</TableCell>
                    <TableCell align="right">{entry.removed}</TableCell>
                    <TableCell>{entry.error ? t(`feeds.errors.${entry.error.reason}`) : t('feeds.logOk')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<SyncIcon />}
          loading={sync.isPending}
          onClick={() =>
            sync.mutate(feed.id, {
              onSuccess: (result) => (result.error ? toast.error : toast.success)(syncOutcome(t, result)),
              onError: (error) => toast.error(refusalMessage(t, error)),
            })
          }
        >
          {t('feeds.sync')}
        </Button>
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
          {t('feeds.remove')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('feeds.removeTitle', { name: feed.name })}
        text={t('feeds.removeText')}
        confirm={t('feeds.remove')}
        cancel={t('actions.cancel')}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(feed.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('feeds.removed', { name: feed.name }));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(refusalMessage(t, error));
            },
          })
        }
      />
    </Paper>
  );
}

/** What the host types to import a calendar: the shared request's input. */
type FeedValues = z.input<typeof newFeedSchema>;
const NO_FEED: FeedValues = { name: '', url: '' };

function AddFeed({ assetId }: { assetId: string }) {
  const { t } = useTranslation('host');
  const add = useAddIcalFeed(assetId);
  const form = useForm<FeedValues, unknown, NewFeed>({ resolver: zodResolver(newFeedSchema), defaultValues: NO_FEED });
  const [problem, setProblem] = useState<string | null>(null);

  /** A refused address in the host's words: why it could not be read, or what it must be. */
  const urlProblem = (message: string) =>
    (FEED_FAILURES as readonly string[]).includes(message) ? t(`feeds.errors.${message}`) : t('feeds.urlNeeded');

  const showRefusal = (error: unknown) => {
    const texts = refusalTexts(t, error);
    const failure = formFailure(
      error,
      { ...texts, byCode: { ...texts.byCode, [ERROR_CODES.feedLimit]: t('feeds.limit') } },
      {
        fieldOf: ({ name, message }) =>
          name === 'url'
            ? { name, message: urlProblem(message) }
            : name === 'name'
              ? { name, message: t('feeds.nameNeeded') }
              : null,
      },
    );
    // The rental imports this address already: said under the address.
    const exists = failedWith(error, ERROR_CODES.feedExists);
    markServerFields(form, exists ? [{ name: 'url', message: t('feeds.exists') }] : failure.fields);
    setProblem(exists ? null : failure.message);
  };

  const submit = (event?: BaseSyntheticEvent) => {
    setProblem(null);
    return form.handleSubmit((feed) =>
      add.mutate(feed, {
        onSuccess: (added) => {
          form.reset(NO_FEED);
          if (added.lastError) toast.warning(t('feeds.addedWithError', { name: added.name }));
          else toast.success(t('feeds.added', { name: added.name, count: added.events }));
        },
        onError: showRefusal,
      }),
    )(event);
  };

  // The server's verdict is in the host's words already; the form's own check says what the field needs.
  const describe = (needed: string) => (error: FieldError) =>
    error.type === SERVER_ERROR && error.message ? error.message : needed;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('feeds.addForm')}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography component="h4" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
          {t('feeds.addHeading')}
        </Typography>
        <FormTextField
          control={form.control}
          name="name"
          label={t('feeds.name')}
          hint={t('feeds.nameHint')}
          describeError={describe(t('feeds.nameNeeded'))}
          slotProps={{ htmlInput: { maxLength: FEED_NAME_MAX_LENGTH } }}
        />
        <FormTextField
          control={form.control}
          name="url"
          label={t('feeds.url')}
          hint={t('feeds.urlHint')}
          describeError={describe(t('feeds.urlNeeded'))}
          type="url"
          slotProps={{ htmlInput: { maxLength: FEED_URL_MAX_LENGTH, spellCheck: false } }}
        />
        <FormAlert message={problem} />
        <Box>
          <Button type="submit" variant="contained" startIcon={<AddIcon />} loading={add.isPending}>
            {t('feeds.add')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
