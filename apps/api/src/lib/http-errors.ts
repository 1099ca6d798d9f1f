import { ERROR_CODES, type ErrorCode } from '@town/shared';
import type { ACCOUNT_ERROR_CODES } from '@town/shared/accounts';

/** A code the API may answer with: one the web knows too, from '@town/shared'. */
export type ApiErrorCode = ErrorCode | (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];

/** An error the API answers with its own status and code (the error shape of docs/api.md). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, ERROR_CODES.validationError, message, details);
export const unauthenticated = (message = 'Sign in to continue') =>
  new HttpError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found') => new HttpError(404, ERROR_CODES.notFound, message);
export const conflict = (code: ApiErrorCode, message: string, details?: unknown) =>
  new HttpError(409, code, message, details);
export const payloadTooLarge = (message: string) => new HttpError(413, ERROR_CODES.payloadTooLarge, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, ERROR_CODES.unsupportedMediaType, message);
