import fp from 'fastify-plugin';
import { ERROR_CODES } from '@town/shared';
import { HttpError } from '../lib/http-errors.ts';

/** Every /api/v1 request names its client app in X-App-Key (docs/api.md). It identifies, it does not protect. */
export const appKeyPlugin = fp(
  async (app) => {
    const keys = new Set(app.config.appKeys);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/v1/')) return;
      const key = request.headers['x-app-key'];
      if (typeof key !== 'string' || !keys.has(key)) {
        throw new HttpError(401, ERROR_CODES.appKeyInvalid, 'Missing or unknown X-App-Key header');
      }
    });
  },
  { name: 'app-key', dependencies: ['config'] },
);
