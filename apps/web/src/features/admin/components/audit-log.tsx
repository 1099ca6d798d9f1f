import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@town/shared/admin';
import { isSupportedLanguage } from '@town/shared/languages';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useAuditLog } from '../api/audit-log.ts';
import { auditChanges, shortValue, type AuditChange } from '../utils/audit-diff.ts';
import { isEmptyValue } from '../utils/listing-diff.ts';
import { formatWhen } from '../utils/format.ts';

/**
 * /{lang}/admin/audit: every admin action, newest first, read-only (docs/listings.md#audit),
 * in words: the action, the listing's or account's name, who and when in the page's language,
 * and what changed (states, roles, owners) as the other admin pages name them. A list of
 * entries, so that a phone reads it without scrolling sideways.
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
      <Typography id={captionId} sx={{ mb: 2 }}>
        {t('audit.caption')}
      </Typography>
      <Box component="ol" aria-labelledby={captionId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} lang={lang} />
        ))}
      </Box>
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

/** Paths that hold ids only, which say nothing to a person (the page's revisions are on its own page). */
const UNSAID = new Set(['revisionId', 'restoredFrom']);

/** The page's text for `key`, or null when it has none (an action or a value added after this page). */
type Say = (key: string, values?: Record<string, unknown>) => string | null;

function useSay(): Say {
  const { t, i18n } = useTranslation('admin');
  return (key, values) => (i18n.exists(key, { ns: 'admin', ...values }) ? t(key, values) : null);
}

function EntryCard({ entry, lang }: { entry: AuditEntry; lang: string }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const changes = auditChanges(entry.before, entry.after).filter(
    (change) => !UNSAID.has(change.path.split('.').at(-1)!),
  );
  // The state a thing is left in is said even when the action kept it (a change to a published listing).
  const status = (entry.after as { status?: unknown } | null)?.status;
  if (status !== undefined && !changes.some((change) => change.path === 'status')) {
    changes.unshift({ path: 'status', before: undefined, after: status });
  }
  const target = targetNameOf(entry, say);
  return (
    <Paper component="li" variant="outlined" data-testid="audit-entry" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {say(`audit.actions.${entry.action}`) ?? entry.action}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="audit-target">
        {say(`audit.targets.${entry.targetType}`) ?? entry.targetType}
        {target !== null && `: ${target}`}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {t('audit.by', { name: entry.actorName ?? t('audit.unknownActor') })}
        {' · '}
        <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt, lang)}</time>
      </Typography>
      {changes.length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5, '& dd': { m: 0 }, '& dt': { fontWeight: 600 } }}
        >
          {changes.map((change) => (
            <ChangeLine key={change.path} change={change} entry={entry} lang={lang} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * What the entry is about, by name: a listing's or an account's (said to be gone when no longer
 * kept), a page's address; nothing for the town's profile and cameras, of which there is one each.
 */
function targetNameOf(entry: AuditEntry, say: Say): string | null {
  if (entry.targetName) return entry.targetName;
  if (entry.targetType === 'listing' || entry.targetType === 'user') return say('audit.gone');
  if (entry.targetType === 'page') return `/${entry.targetId}`;
  return null;
}

/** One changed value: its name, then before → after (only one of them when the other is nothing). */
function ChangeLine({ change, entry, lang }: { change: AuditChange; entry: AuditEntry; lang: string }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const value = (v: unknown) => describeValue(change.path, v, entry, lang, say);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography component="dt" variant="body2">
        {labelOf(change.path, say)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ minWidth: 0 }}>
        {isEmptyValue(change.before) ? (
          value(change.after)
        ) : isEmptyValue(entry.after) ? (
          // The thing is gone (a draft deleted): what it was is all there is to say.
          value(change.before)
        ) : (
          <>
            {value(change.before)} <span aria-hidden="true">→</span>{' '}
            <Box component="span" sx={visuallyHidden}>
              {t('audit.becomes')}
            </Box>{' '}
            {value(change.after)}
          </>
        )}
      </Typography>
    </Box>
  );
}

/** A changed value's name: the log's own, or the review's name of a listing's field; a text with its language. */
function labelOf(path: string, say: Say): string {
  const text = /^texts\.(\w+)\.(.+)$/.exec(path);
  if (text && isSupportedLanguage(text[1]!)) {
    const language = say(`languages.${text[1]}`)!;
    return say('audit.inLanguage', { field: labelOf(text[2]!, say), language })!;
  }
  return say(`audit.fields.${path}`) ?? say(`diff.fields.${path}`) ?? path;
}

/** A value as the other admin pages say it: states, roles and owners by name, times in the page's language. */
function describeValue(path: string, value: unknown, entry: AuditEntry, lang: string, say: Say): string {
  if (isEmptyValue(value)) return (path === 'ownerId' ? say('listings.noOwner') : say('diff.empty'))!;
  const code = String(value);
  switch (path.split('.').at(-1)) {
    case 'status':
      return say(entry.targetType === 'application' ? `applications.status.${code}` : `status.${code}`) ?? code;
    case 'pendingChange':
      return say(`pendingChange.${code}`) ?? code;
    case 'role':
      return say(`users.roles.${code}`) ?? code;
    case 'locked':
      return say(value === true ? 'users.locked' : 'users.active')!;
    case 'ownerId':
      return entry.accountNames[code] ?? say('audit.gone')!;
    case 'handledAt':
      return typeof value === 'string' ? formatWhen(value, lang) : code;
    case 'languages':
      return Array.isArray(value) ? value.map((l) => say(`languages.${String(l)}`) ?? String(l)).join(', ') : code;
  }
  if (typeof value === 'boolean') return say(value ? 'audit.yes' : 'audit.no')!;
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'string')
      ? shortValue(value.join(', '))
      : say('audit.items', { count: value.length })!;
  }
  return shortValue(value);
}
