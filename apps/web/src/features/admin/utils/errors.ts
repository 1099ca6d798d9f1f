import { ERROR_CODES } from '@town/shared/error-codes';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';

/** The `admin:errors.*` text that explains why an admin action failed. */
export function actionErrorKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === NETWORK_ERROR) return 'errors.network';
  if (error.code === ERROR_CODES.rateLimited) return 'errors.rateLimited';
  if (error.status === 403) return 'errors.forbidden';
  if (error.status === 404) return 'errors.notFound';
  if (error.status === 409) return 'errors.conflict';
  return 'errors.failed';
}
