import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';

const ENCODED_NUL = /%00/i;

function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (depth > 64) return undefined; // deeper bodies are refused by the route schemas
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
      const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store the NUL character in text: refuse it at the door, for every
 * route, with a 400 that names the field, rather than a failed query (a 500) later.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (ENCODED_NUL.test(request.url) || request.url.includes('\u0000')) {
        throw badRequest('The address contains a NUL character', [{ field: 'query', message: 'NUL is not allowed' }]);
      }
    });
    app.addHook('preValidation', async (request) => {
      const field = findNul(request.body, '');
      if (field) {
        throw badRequest(`Invalid body: ${field}`, [{ field: `body.${field}`, message: 'NUL is not allowed' }]);
      }
    });
  },
  { name: 'input-guard' },
);
