import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@town/shared/error-codes';
import { failureMessage } from '../../../lib/api-errors.ts';

/** Why an admin action failed, in the page's language (`admin:errors.*`). */
export function actionFailure(t: TFunction<'admin'>, error: unknown): string {
  return failureMessage(error, {
    byCode: { [ERROR_CODES.rateLimited]: t('errors.rateLimited') },
    byStatus: { 403: t('errors.forbidden'), 404: t('errors.notFound'), 409: t('errors.conflict') },
    offline: t('errors.network'),
    failed: t('errors.failed'),
  });
}
