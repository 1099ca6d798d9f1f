import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.ts';

/** Every /api/v1 request names its client app in X-App-Key (API.md). It identifies, it does not protect. */
export const appKeyPlugin = fp(
  async (app) => {
    const keys = new Set(app.config.appKeys);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/v1/')) return;
      const key = request.headers['x-app-key'];
      if (typeof key !== 'string' || !keys.has(key)) {
        throw new HttpError(401, 'APP_KEY_INVALID', 'Missing or unknown X-App-Key header');
      }
    });
  },
  { name: 'app-key', dependencies: ['config'] },
);
