import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TextFieldProps } from '@mui/material/TextField';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ACCOUNT_ERROR_CODES } from '@town/shared/accounts';
import { ERROR_CODES } from '@town/shared/error-codes';
import {
  OWNER_APPLICATION_LIMITS,
  ownerApplicationBodySchema,
  type OwnerApplicationBody,
  type OwnerApplicationInput,
} from '@town/shared/owner-applications';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { formFailure, markServerFields, SERVER_ERROR } from '../../../lib/api-errors.ts';
import { useApply } from '../api/apply.ts';
import { useOwnerApplication } from '../api/owner-application.ts';
import { lastChange } from './listing-status-panel.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Loading } from '../../../components/loading.tsx';

type Field = keyof OwnerApplicationInput;
const FIELDS: readonly Field[] = ['businessName', 'taxId', 'phone', 'message'];
const EMPTY: OwnerApplicationInput = { businessName: '', taxId: '', phone: '', message: '' };

/**
 * For a signed-in person who is not an owner yet: the state of their application, or the
 * form to apply (again, after a refusal) with a business name, tax id, phone and a message.
 */
export function OwnerApplication({ lang }: { lang: string }) {
  const { t } = useTranslation('owner');
  const application = useOwnerApplication();

  if (application.isPending) {
    return <Loading label={t('application.loading')} />;
  }
  if (application.isError) {
    return <LoadError message={t('application.loadError')} onRetry={() => void application.refetch()} />;
  }
  const latest = application.data.application;
  if (latest?.status === 'pending') {
    return (
      <Alert severity="info" role="note" data-testid="application-pending">
        {t('application.pending', { business: latest.businessName, date: lastChange(latest.createdAt, lang) })}
      </Alert>
    );
  }
  return (
    <>
      {latest?.status === 'rejected' ? (
        <Alert severity="warning" role="note" sx={{ mb: 3 }} data-testid="application-rejected">
          {t('application.rejected', { business: latest.businessName })}
          {latest.reason ? (
            <>
              {' '}
              <strong>{t('application.reason')}</strong> {latest.reason}
            </>
          ) : null}
        </Alert>
      ) : null}
      <ApplicationForm again={latest?.status === 'rejected'} />
    </>
  );
}

function ApplicationForm({ again }: { again: boolean }) {
  const { t } = useTranslation('owner');
  const send = useApply();
  const form = useForm<OwnerApplicationInput, unknown, OwnerApplicationBody>({
    resolver: zodResolver(ownerApplicationBodySchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const [problem, setProblem] = useState<string | null>(null);

  const describe = (field: Field) => (error: FieldError) => {
    if (field === 'taxId') return t('application.errors.taxId');
    if (field === 'phone') return t('errors.phone');
    if (error.type === 'too_big') {
      const max = field === 'message' ? OWNER_APPLICATION_LIMITS.message : OWNER_APPLICATION_LIMITS.businessName.max;
      return t('errors.tooLong', { count: max });
    }
    if (error.type === 'too_small') return t('application.errors.businessName');
    if (error.type === 'invalid_format') return t('application.errors.singleLine');
    return error.type === SERVER_ERROR ? t('errors.rejected') : t('errors.invalid');
  };

  const submit = (event?: BaseSyntheticEvent) => {
    setProblem(null);
    return form.handleSubmit((body) =>
      send.mutate(body, {
        onSuccess: () => toast.success(t('application.sent')),
        onError: (error) => {
          const failure = formFailure(
            error,
            {
              byCode: {
                [ERROR_CODES.applicationPending]: t('application.errors.pending'),
                [ERROR_CODES.alreadyOwner]: t('application.errors.alreadyOwner'),
                [ACCOUNT_ERROR_CODES.emailNotVerified]: t('application.errors.emailNotVerified'),
                [ERROR_CODES.rateLimited]: t('application.errors.rateLimited'),
              },
              offline: t('application.errors.failed'),
              failed: t('application.errors.failed'),
            },
            { fields: FIELDS },
          );
          markServerFields(form, failure.fields);
          setProblem(failure.message);
        },
      }),
    )(event);
  };

  const field = (name: Field, extra: Omit<TextFieldProps, 'name'> & { hint?: string } = {}) => (
    <FormTextField
      control={form.control}
      name={name}
      id={`application-${name}`}
      label={t(`application.fields.${name}`)}
      describeError={describe(name)}
      {...extra}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="application-title" sx={{ mb: 1 }}>
        {again ? t('application.titleAgain') : t('application.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('application.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="application-title"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {field('businessName', {
          required: true,
          autoComplete: 'organization',
          slotProps: { htmlInput: { maxLength: OWNER_APPLICATION_LIMITS.businessName.max } },
        })}
        {field('taxId', {
          required: true,
          hint: t('application.taxIdHint'),
          slotProps: { htmlInput: { spellCheck: false } },
        })}
        {field('phone', { required: true, type: 'tel', autoComplete: 'tel', hint: t('contact.phoneHint') })}
        {field('message', {
          multiline: true,
          minRows: 4,
          hint: t('application.messageHint'),
          slotProps: { htmlInput: { maxLength: OWNER_APPLICATION_LIMITS.message } },
        })}
        <FormAlert message={problem} />
        <Box>
          <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} loading={send.isPending}>
            {t('application.send')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
