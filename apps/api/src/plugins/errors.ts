import { STATUS_CODES as REASON_PHRASES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@town/shared';
import { isDatabaseUnavailable } from '../db/client.ts';
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
  408: ERROR_CODES.requestTimeout,
  413: ERROR_CODES.payloadTooLarge,
  414: ERROR_CODES.uriTooLong,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
  431: ERROR_CODES.headersTooLarge,
};

/** What a 503 for an unreachable database tells the client to wait. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

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
      if (isDatabaseUnavailable(error)) {
        // Down, hanging or restarting: the pool reconnects by itself, so a retry soon may well succeed.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
        return send(reply, 503, ERROR_CODES.serviceUnavailable, 'Service unavailable');
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = STATUS_CODES[status] ?? ERROR_CODES.badRequest;
        // secure-json-parse refuses prototype keys with a SyntaxError, though the JSON is well formed.
        const message = /forbidden prototype property/i.test(error.message)
          ? 'The body may not hold a "__proto__" or "constructor.prototype" key'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
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

type RefusedRequest = readonly [status: number, code: ErrorCode, message: string];

/** What Fastify's router refuses before any route, hook or error handler runs. */
const FRAMEWORK_ERRORS: Record<string, RefusedRequest> = {
  FST_ERR_BAD_URL: [400, ERROR_CODES.badRequest, 'The path is not valid percent-encoded UTF-8'],
  FST_ERR_MAX_PARAM_LENGTH: [414, ERROR_CODES.uriTooLong, 'A path parameter is too long'],
};

/** Fastify's `frameworkErrors` option: the router's refusals, in the error shape too. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook has run for this request: the security headers are set here (plugins/security.ts).
  reply.headers(reply.server.securityHeaders);
  const refused = FRAMEWORK_ERRORS[error.code];
  if (refused) return send(reply, ...refused);
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, ERROR_CODES.internalError, 'Internal server error');
}

/** What Node's HTTP parser refuses (its `clientError`), by the parser's error code. */
const CLIENT_ERRORS: Record<string, RefusedRequest> = {
  // Node's limit (16 KiB) counts the request line too: a very long query ends here.
  HPE_HEADER_OVERFLOW: [431, ERROR_CODES.headersTooLarge, 'The address and headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, ERROR_CODES.requestTimeout, 'The request took too long to arrive'],
};
const NOT_HTTP: RefusedRequest = [400, ERROR_CODES.badRequest, 'The request is not valid HTTP/1.1'];

/**
 * Fastify's `clientErrorHandler` option: a request Node could not parse (malformed HTTP,
 * headers over the limit, too slow) never reaches Fastify, so its answer is written on the
 * socket here, in the error shape, and the connection closed, as Node itself does.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERRORS[error.code] ?? NOT_HTTP;
  this.log.debug({ code: error.code, status }, 'unreadable request refused');
  // Node's own rule: never write into an answer already under way on this connection.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ error: { code, message } });
    // The same security headers as every other answer (plugins/security.ts).
    const security = Object.entries(this.securityHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${status} ${REASON_PHRASES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${security.join('')}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
