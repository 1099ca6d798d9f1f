import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated, and index.html for every app route so the router can take over.
 */
export const staticWebPlugin = fp(
  async (app) => {
    const root = app.config.webDist;
    const hasBuild = existsSync(join(root, 'index.html'));
    if (!hasBuild) app.log.warn({ root }, 'web app not built: only the API is served');
    else {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false,
        cacheControl: false,
        setHeaders(res, path) {
          res.header('Cache-Control', path.includes(`${join(root, 'assets')}`) ? IMMUTABLE : REVALIDATE);
        },
      });
    }

    const sendIndex = (reply: FastifyReply) =>
      reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html', root);
    if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isAppRoute =
        hasBuild &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !/\.[a-z0-9]+$/i.test(path);
      if (!isAppRoute) throw notFound(`No route ${request.method} ${path}`);
      return sendIndex(reply);
    });
  },
  { name: 'static-web', dependencies: ['config'] },
);
