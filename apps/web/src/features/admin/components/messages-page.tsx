import DoneIcon from '@mui/icons-material/Done';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { AdminMessage } from '@town/shared/admin';
import { isSupportedLanguage } from '@town/shared/languages';
import { LoadError } from '../../../components/load-error.tsx';
import { useAdminMessages } from '../api/admin-messages.ts';
import { useMarkMessageHandled } from '../api/mark-message-handled.ts';
import { actionFailure } from '../utils/errors.ts';
import { formatWhen } from '../utils/format.ts';
import { Loading } from '../../../components/loading.tsx';

/** /{lang}/admin/messages: the contact form's messages still to handle, then those handled. */
export function MessagesPage({ lang }: { lang: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <MessageSection handled={false} title={t('messages.unhandled')} empty={t('messages.noUnhandled')} lang={lang} />
      <MessageSection handled title={t('messages.handled')} empty={t('messages.noHandled')} lang={lang} />
    </>
  );
}

function MessageSection({
  handled,
  title,
  empty,
  lang,
}: {
  handled: boolean;
  title: string;
  empty: string;
  lang: string;
}) {
  const { t } = useTranslation('admin');
  const messages = useAdminMessages(handled);
  const headingId = handled ? 'handled-heading' : 'unhandled-heading';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {messages.isPending ? (
        <Loading label={t('loading')} />
      ) : messages.isError ? (
        <LoadError message={t('errors.load')} onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {messages.data.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} lang={lang} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function MessageCard({ message, lang }: { message: AdminMessage; lang: string }) {
  const { t } = useTranslation('admin');
  const markHandled = useMarkMessageHandled();
  const headingId = `message-${message.id}`;
  const written = isSupportedLanguage(message.lang) ? message.lang : undefined;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="admin-message"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id={headingId} variant="h3" lang={written} sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
        {message.subject}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('messages.from', { name: message.name })}{' '}
        <Link href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
          {message.email}
        </Link>
      </Typography>
      <Typography variant="body2">
        {t('messages.received', { date: formatWhen(message.createdAt, lang) })}
        {written && ` · ${t('messages.language', { language: t(`languages.${written}`) })}`}
      </Typography>
      <Typography lang={written} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1.5 }}>
        {message.message}
      </Typography>
      {message.handledAt ? (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <DoneIcon fontSize="small" aria-hidden />
          {t('messages.handledOn', { date: formatWhen(message.handledAt, lang) })}
        </Typography>
      ) : (
        <>
          {markHandled.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
              {actionFailure(t, markHandled.error)}
            </Alert>
          )}
          <Button
            variant="outlined"
            startIcon={<DoneIcon aria-hidden />}
            disabled={markHandled.isPending}
            aria-describedby={headingId}
            onClick={() =>
              // The card moves to the handled ones once the list is read again: the toast must not depend on it.
              markHandled.mutateAsync(message.id).then(
                () => toast.success(t('messages.done')),
                () => undefined,
              )
            }
          >
            {t('messages.markHandled')}
          </Button>
        </>
      )}
    </Paper>
  );
}
