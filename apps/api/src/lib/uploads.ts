import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './http-errors.ts';

/*
 * Reading an uploaded file (an owner's photo, the town's logo): one file, in the field `file` of
 * a multipart/form-data body, as the route's @fastify/multipart registration limits it.
 */

/** An error of the form's parser that carries no status of its own (busboy's) is the client's malformed body. */
function malformed(error: unknown, noun: string, maxBytes: number): never {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    throw payloadTooLarge(`The ${noun} is larger than ${maxBytes / (1024 * 1024)} MB`);
  }
  if (statusCode && statusCode < 500) throw error;
  throw badRequest('The body is not a readable multipart form', [{ field: 'body', message: 'Malformed' }]);
}

/**
 * The one file of a multipart/form-data body, from its field `file`: 415 for another kind of
 * body, 400 for a form without it or one that cannot be read, 413 past `maxBytes` (the file
 * stops being read there, whatever the route's multipart registration allows).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { noun, maxBytes }: { noun: string; maxBytes: number },
): Promise<Buffer> {
  const fail = (error: unknown) => malformed(error, noun, maxBytes);
  if (!request.isMultipart()) {
    throw unsupportedMediaType(`Send the ${noun} as multipart/form-data, in the field \`file\``);
  }
  const part = await request.file({ limits: { fileSize: maxBytes } }).catch(fail);
  if (part?.fieldname !== 'file') {
    throw badRequest(`Send the ${noun} in the field \`file\``, [{ field: 'file', message: 'Required' }]);
  }
  return part.toBuffer().catch(fail);
}
