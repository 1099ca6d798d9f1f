import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RenderPage, ServerEntry, Texts } from '@town/shared/page-rendering';

export interface Renderer {
  render: RenderPage;
  /** The CSP source allowing the page's one inline script (the theme's), e.g. `'sha256-…'`. */
  inlineScriptSource: string;
}

/** Every language's namespaces, read once: texts[lang][ns]. */
function readTexts(localesDir: string): Texts {
  const texts: Texts = {};
  for (const lang of readdirSync(localesDir)) {
    const folder = join(localesDir, lang);
    texts[lang] = {};
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      texts[lang][file.slice(0, -5)] = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>;
    }
  }
  return texts;
}

/**
 * The app's own stylesheet (a few KB) written into the page instead of linked: a linked one
 * blocks the first paint until it arrives, behind the scripts on a slow phone's link.
 */
export function inlineStylesheets(template: string, webDist: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const path = join(webDist, file);
    return existsSync(path) ? `<style>${readFileSync(path, 'utf8')}</style>` : link;
  });
}

/**
 * The web's server renderer, built by `npm run build -w apps/web` into dist-server/
 * (docs/decisions/013-server-rendering.md). Its loaders reach our API in-process through
 * Fastify's inject: the same routes, validation and caches a browser meets, no network.
 * Undefined when the web app is not built (the API alone still runs).
 */
export async function loadRenderer(app: FastifyInstance): Promise<Renderer | undefined> {
  const { webDist, webServerEntry, publicUrl } = app.config;
  const templateFile = join(webDist, 'index.html');
  const islandsTemplateFile = join(webDist, 'islands.html');
  if (!existsSync(templateFile) || !existsSync(islandsTemplateFile) || !existsSync(webServerEntry)) return undefined;
  const entry = (await import(pathToFileURL(webServerEntry).href)) as ServerEntry<
    (url: string, init: RequestInit) => Promise<Response>
  >;
  const inlineScriptSource = `'sha256-${createHash('sha256').update(entry.FIRST_PAINT_SCRIPT, 'utf8').digest('base64')}'`;
  const render = entry.createRenderer({
    template: inlineStylesheets(readFileSync(templateFile, 'utf8'), webDist),
    islandsTemplate: inlineStylesheets(readFileSync(islandsTemplateFile, 'utf8'), webDist),
    texts: readTexts(join(webDist, 'locales')),
    site: { origin: new URL(publicUrl).origin },
    api: async (url, init) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
        status: res.statusCode,
        headers: Object.entries(res.headers).flatMap(([name, value]) =>
          value === undefined
            ? []
            : (Array.isArray(value) ? value : [String(value)]).map((v) => [name, v] as [string, string]),
        ),
      });
    },
  });
  return { render, inlineScriptSource };
}
