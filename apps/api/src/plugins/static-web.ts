import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app's files: hashed assets cached for a year, everything else
 * revalidated. Pages are rendered by the web-pages module; what neither answers is a 404
 * in the error shape.
 */
export const staticWebPlugin = fp(
  async (app) => {
    const root = app.config.webDist;
    if (existsSync(join(root, 'index.html'))) {
      await app.register(fastifyStatic, {
        root,
        // One route per built file, so that every other path is left to the pages.
        wildcard: false,
        // The web app manifest is made from the town's profile (modules/town); an old build's file is not served.
        globIgnore: ['manifest.webmanifest', 'manifest.webmanifest.*'],
        index: false,
        // Scripts and styles are compressed once, at build time (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, path) {
          res.header('Cache-Control', path.includes(`${join(root, 'assets')}`) ? IMMUTABLE : REVALIDATE);
        },
      });
    }
    app.setNotFoundHandler(async (request) => {
      throw notFound(`No route ${request.method} ${request.url.split('?')[0] ?? '/'}`);
    });
  },
  { name: 'static-web', dependencies: ['config'] },
);
