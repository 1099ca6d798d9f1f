import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MIN_LENGTH } from '@town/shared/constants';
import { contactMessageSchema } from '@town/shared/messages';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** What the visitor fills in: the shared schema (the one the API checks with) without the page's own fields. */
export const contactFormSchema = contactMessageSchema.pick({ name: true, email: true, subject: true, message: true });

/**
 * The shared schema decides whether a field is right; this only turns its verdict on a
 * field into a sentence in the page's language.
 */
export function useContactValidation() {
  const { t } = useTranslation('contact');

  const validateField = useCallback(
    (field: ContactField, value: string): string | undefined => {
      if (value.trim() === '') return t('errors.required');
      const result = contactFormSchema.shape[field].safeParse(value);
      if (result.success) return undefined;
      const issue = result.error.issues[0]!;
      switch (issue.code) {
        case 'too_small':
          return t('errors.tooShort', { count: Number(issue.minimum ?? MESSAGE_MIN_LENGTH) });
        case 'too_big':
          return t('errors.tooLong', { count: Number(issue.maximum) });
        case 'invalid_format':
          return field === 'email' ? t('errors.email') : t('errors.singleLine');
        default:
          return t('errors.invalid');
      }
    },
    [t],
  );

  return { validateField };
}
