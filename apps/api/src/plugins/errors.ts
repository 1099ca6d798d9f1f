import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';

interface FieldError {
  field: string;
  message: string;
}

const STATUS_CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function send(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply.status(status).send({ error: details === undefined ? { code, message } : { code, message, details } });
}

/**
 * The one error handler: API.md's error shape for every failure, validation errors
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
          'VALIDATION_ERROR',
          `Invalid ${where}: ${fields.map((f) => f.field).join(', ')}`,
          fields,
        );
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return send(reply, 500, 'INTERNAL_ERROR', 'Internal server error');
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
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
        unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
        unavailable ? 'Service unavailable' : 'Internal server error',
      );
    });
  },
  { name: 'errors' },
);
