import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TextFieldProps } from '@mui/material/TextField';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ERROR_CODES } from '@town/shared/error-codes';
import { isSupportedLanguage } from '@town/shared/languages';
import { HONEYPOT_FIELD } from '@town/shared/messages';
import { MESSAGE_MIN_LENGTH } from '@town/shared/constants';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { formFailure, markServerFields } from '../../../lib/api-errors.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useHydrated } from '../../../components/client-only.tsx';
import {
  CONTACT_FIELDS,
  contactFormSchema,
  useContactValidation,
  type ContactField,
  type ContactValues,
} from '../hooks/use-contact-validation.ts';
import { FormAlert } from '../../../components/form-alert.tsx';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };
/** Fields with a hint under them while they have no error. */
const HINTED: readonly ContactField[] = ['email', 'message'];

/** Off-screen rather than display:none, so that robots still see a field to fill in. */
const honeypotSx = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/**
 * The contact form (docs/rules.md#contact-messages): each field checked as the visitor leaves it and again
 * on sending, with the shared schema; the server's verdict is shown the same way.
 */
export function ContactForm({ lang }: { lang: string }) {
  // Sending needs the page's script: until it runs, the button waits (and the form never posts itself).
  const hydrated = useHydrated();
  const { t } = useTranslation('contact');
  const { validateField } = useContactValidation();
  const send = useSendMessage();
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  const showServerError = (error: unknown) => {
    const failure = formFailure(
      error,
      {
        byCode: { [ERROR_CODES.rateLimited]: t('errors.rateLimited') },
        offline: t('errors.network'),
        failed: t('errors.failed'),
      },
      { fields: CONTACT_FIELDS },
    );
    markServerFields(form, failure.fields);
    setFormError(failure.message);
  };

  const submit = (event?: BaseSyntheticEvent) => {
    setFormError(null);
    return form.handleSubmit((values) =>
      send.mutate(
        {
          ...values,
          lang: isSupportedLanguage(lang) ? lang : 'en',
          [HONEYPOT_FIELD]: honeypot.current?.value || undefined,
        },
        {
          onSuccess: () => {
            toast.success(t('sent'));
            form.reset(EMPTY);
          },
          onError: showServerError,
        },
      ),
    )(event);
  };

  const field = (
    name: ContactField,
    extra: Pick<TextFieldProps, 'autoComplete' | 'type' | 'multiline' | 'minRows'> = {},
  ) => (
    <FormTextField
      control={form.control}
      id={`contact-${name}`}
      name={name}
      label={t(`fields.${name}`)}
      // The server may refuse what the form let through: its verdict in our words, or a plain "rejected".
      describeError={(_error, value) => validateField(name, value) ?? t('errors.rejected')}
      hint={HINTED.includes(name) ? t(`help.${name}`, { count: MESSAGE_MIN_LENGTH }) : undefined}
      required
      slotProps={{ htmlInput: { maxLength: contactFormSchema.shape[name].maxLength ?? undefined } }}
      {...extra}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="contact-form-title" sx={{ mb: 1 }}>
        {t('formTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('formIntro')}
      </Typography>
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={submit}
        aria-labelledby="contact-form-title"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {field('name', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('subject')}
        {field('message', { multiline: true, minRows: 5 })}
        <Box aria-hidden="true" sx={honeypotSx}>
          <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{t('fields.honeypot')}</label>
          <input
            ref={honeypot}
            id={`contact-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </Box>
        <FormAlert message={formError} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendIcon />}
            loading={send.isPending}
            disabled={!hydrated}
          >
            {t('send')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
