import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@town/shared';
import { HttpError } from '../lib/http-errors.ts';

interface FieldError {
  field: string;
  message: string;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ERROR_CODES.validationError,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  406: ERROR_CODES.notAcceptable,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
};

function send(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply.status(status).send({ error: details === undefined ? { code, message } : { code, message, details } });
}

/**
 * The one error handler: the error shape of docs/api.md for every failure, validation errors
 * with their fields, and never an internal detail in a 5xx.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return send(reply, error.statusCode, error.code, error.message, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'request';
        const fields: FieldError[] = error.validation.map((v) => {
          const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return { field: path ? `${where}.${path}` : where, message: v.message ?? 'Invalid value' };
        });
        return send(
          reply,
          400,
          ERROR_CODES.validationError,
          `Invalid ${where}: ${fields.map((f) => f.field).join(', ')}`,
          fields,
        );
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return send(reply, 500, ERROR_CODES.internalError, 'Internal server error');
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = STATUS_CODES[status] ?? ERROR_CODES.badRequest;
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The body is not valid JSON'
            : error.message;
        return send(reply, status, code, message);
      }
      request.log.error({ err: error }, 'request failed');
      const unavailable = status === 503;
      return send(
        reply,
        unavailable ? 503 : 500,
        unavailable ? ERROR_CODES.serviceUnavailable : ERROR_CODES.internalError,
        unavailable ? 'Service unavailable' : 'Internal server error',
      );
    });
  },
  { name: 'errors' },
);
