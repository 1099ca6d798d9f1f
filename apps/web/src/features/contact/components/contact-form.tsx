import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isSupportedLanguage } from '@town/shared/languages';
import { contactMessageSchema, HONEYPOT_FIELD } from '@town/shared/messages';
import { MESSAGE_MIN_LENGTH } from '@town/shared/constants';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendMessage } from '../api/send-message.ts';
import {
  CONTACT_FIELDS,
  useContactValidation,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../hooks/use-contact-validation.ts';

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
 * The contact form (SPEC.md §5): each field checked as the visitor leaves it and again
 * on sending, with the shared schema; the server's verdict is shown the same way.
 */
export function ContactForm({ lang }: { lang: string }) {
  const { t } = useTranslation('contact');
  const { validate, validateField } = useContactValidation();
  const send = useSendMessage();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (touched[field]) setErrors((e) => ({ ...e, [field]: validateField(field, value) }));
  };
  const leave = (field: ContactField) => {
    setTouched((v) => ({ ...v, [field]: true }));
    setErrors((e) => ({ ...e, [field]: validateField(field, values[field]) }));
  };

  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && Array.isArray(error.details)) {
      const fromServer: ContactErrors = {};
      for (const detail of error.details as { field?: string }[]) {
        const field = detail.field?.replace(/^body\./, '') as ContactField;
        if (CONTACT_FIELDS.includes(field))
          fromServer[field] = validateField(field, values[field]) ?? t('errors.rejected');
      }
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        setTouched({ name: true, email: true, subject: true, message: true });
        fields.current[CONTACT_FIELDS.find((f) => fromServer[f])!]?.focus();
        return;
      }
    }
    if (error instanceof ApiError && error.code === 'RATE_LIMITED') setFormError(t('errors.rateLimited'));
    else if (error instanceof ApiError) setFormError(t('errors.failed'));
    else setFormError(t('errors.network'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    setTouched({ name: true, email: true, subject: true, message: true });
    const firstInvalid = CONTACT_FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      return;
    }
    send.mutate(
      {
        ...values,
        lang: isSupportedLanguage(lang) ? lang : 'en',
        [HONEYPOT_FIELD]: honeypot.current?.value || undefined,
      },
      {
        onSuccess: () => {
          toast.success(t('sent'));
          setValues(EMPTY);
          setTouched({});
          setErrors({});
        },
        onError: showServerError,
      },
    );
  };

  const field = (name: ContactField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`contact-${name}`}
      name={name}
      label={t(`fields.${name}`)}
      value={values[name]}
      onChange={(e) => change(name, e.target.value)}
      onBlur={() => leave(name)}
      error={!!(touched[name] && errors[name])}
      helperText={
        (touched[name] && errors[name]) ||
        (HINTED.includes(name) ? t(`help.${name}`, { count: MESSAGE_MIN_LENGTH }) : undefined)
      }
      required
      fullWidth
      inputRef={(el: HTMLInputElement | HTMLTextAreaElement | null) => {
        fields.current[name] = el;
      }}
      slotProps={{ htmlInput: { maxLength: contactMessageSchema.shape[name].maxLength ?? undefined } }}
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
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} loading={send.isPending}>
            {t('send')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
