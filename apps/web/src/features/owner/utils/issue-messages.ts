import type { TFunction } from 'i18next';
import type { FormPath } from './editor-values.ts';

/** What a zod issue says, as far as the page needs it to explain a field. */
export interface Issue {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

/** Fields whose value is a number typed as text. */
const NUMBER_FIELD = /^(listPrices\.|price\.amount|capacity\.|bedrooms|bathrooms|area|stars)/;

/** What a field needs, said once per field: for a wrong shape, and for the server's verdict. */
function expectation(t: TFunction<'owner'>, path: FormPath): string | undefined {
  if (path.startsWith('location.')) return t('errors.location');
  if (path.startsWith('hours.')) return t('errors.time');
  if (path.startsWith('listPrices.') || path === 'price.amount') return t('errors.price');
  if (path === 'price.unit') return t('errors.priceUnit');
  if (NUMBER_FIELD.test(path)) return t('errors.wholeNumber');
  switch (path) {
    case 'phone':
      return t('errors.phone');
    case 'email':
      return t('errors.email');
    case 'web':
      return t('errors.web');
    case 'licence':
      return t('errors.licence');
    case 'nrua':
      return t('errors.nrua');
    case 'category':
      return t('errors.category');
    case 'rent':
      return t('errors.lists');
    case 'texts.es.name':
      return t('errors.spanishName');
    default:
      return undefined;
  }
}

/** A problem of the form's own check (the shared schema) as a sentence in the page's language. */
export function issueMessage(t: TFunction<'owner'>, path: FormPath, issue: Issue): string {
  const number = issue.origin === 'number';
  switch (issue.code) {
    case 'too_small':
      if (number) return t('errors.min', { min: Number(issue.minimum) });
      if (/^texts\.[a-z]{2}\.name$/.test(path)) {
        return path === 'texts.es.name' ? t('errors.spanishName') : t('errors.nameInLanguage');
      }
      return t('errors.required');
    case 'too_big':
      if (number) return t('errors.max', { max: Number(issue.maximum) });
      return t('errors.tooLong', { count: Number(issue.maximum) });
    case 'invalid_type':
      if (issue.expected === 'int') return t('errors.wholeNumber');
      return expectation(t, path) ?? t('errors.required');
    default:
      return expectation(t, path) ?? t('errors.invalid');
  }
}

/** The server refused a field the form let through: what the field needs, or a plain "refused". */
export function serverMessage(t: TFunction<'owner'>, path: FormPath): string {
  return expectation(t, path) ?? t('errors.rejected');
}
