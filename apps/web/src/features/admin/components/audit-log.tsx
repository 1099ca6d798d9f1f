import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@town/shared/admin';
import { LoadError } from '../../../components/load-error.tsx';
import { useAuditLog } from '../api/audit-log.ts';
import { auditChanges, shortValue } from '../utils/audit-diff.ts';
import { formatWhen } from '../utils/format.ts';
import { Loading } from '../../../components/loading.tsx';

/**
 * /{lang}/admin/audit: every admin action, newest first, read-only (docs/listings.md#audit).
 * The table scrolls sideways in its own region on a narrow screen, never the page.
 */
export function AuditLog({ lang }: { lang: string }) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const log = useAuditLog();
  if (log.isPending) return <Loading label={t('loading')} />;
  if (log.isError) return <LoadError message={t('errors.load')} onRetry={() => void log.refetch()} />;
  const entries = log.data.pages.flat();
  if (entries.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{t('audit.empty')}</Typography>
      </Paper>
    );
  }
  return (
    <>
      <TableContainer
        component={Paper}
        variant="outlined"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
      >
        <Table size="small" sx={{ minWidth: 720 }}>
          <caption id={captionId} style={{ captionSide: 'top', textAlign: 'start' }}>
            {t('audit.caption')}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('audit.when')}</TableCell>
              <TableCell scope="col">{t('audit.who')}</TableCell>
              <TableCell scope="col">{t('audit.what')}</TableCell>
              <TableCell scope="col">{t('audit.target')}</TableCell>
              <TableCell scope="col">{t('audit.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} lang={lang} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 2 }}>
        {log.hasNextPage ? (
          <Button variant="outlined" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {t('audit.more')}
          </Button>
        ) : (
          <Typography>{t('audit.end')}</Typography>
        )}
      </Box>
    </>
  );
}

function EntryRow({ entry, lang }: { entry: AuditEntry; lang: string }) {
  const { t, i18n } = useTranslation('admin');
  const actionKey = `audit.actions.${entry.action}`;
  const targetKey = `audit.targets.${entry.targetType}`;
  const changes = auditChanges(entry.before, entry.after);
  return (
    <TableRow data-testid="audit-entry" sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.createdAt, lang)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.actorName ?? t('audit.unknownActor')}</TableCell>
      <TableCell>{i18n.exists(actionKey, { ns: 'admin' }) ? t(actionKey) : entry.action}</TableCell>
      <TableCell>
        {i18n.exists(targetKey, { ns: 'admin' }) ? t(targetKey) : entry.targetType}
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {entry.targetId}
        </Typography>
      </TableCell>
      <TableCell>
        {changes.length === 0 ? (
          '—'
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {changes.map((change) => (
              <li key={change.path} style={{ overflowWrap: 'anywhere' }}>
                {change.path && <strong>{change.path}: </strong>}
                {change.before == null ? t('diff.empty') : shortValue(change.before)}
                {' → '}
                {change.after == null ? t('diff.empty') : shortValue(change.after)}
              </li>
            ))}
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}
