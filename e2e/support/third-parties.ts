import { createServer, type Server } from 'node:http';
import { weatherFixture as openMeteoFixture } from './weather-fixture.ts';

/**
 * Local stand-ins for the third parties the server talks to (never the page):
 * the weather provider and the map-tile upstream. Real HTTP servers on 127.0.0.1.
 * Tests switch a stand-in down and up through `setMode`.
 * One is for the page, after consent only: Google's gtag.js / gtm.js (analytics).
 */
export type StandInMode = 'up' | 'down';

export interface ThirdParties {
  weatherUrl: string;
  tilesUrl: string;
  /** Base URL of the analytics stand-in (ANALYTICS_SCRIPT_URL): /gtag/js and /gtm.js. */
  analyticsUrl: string;
  close(): Promise<void>;
}

export const modes: Record<'weather' | 'tiles', StandInMode> = { weather: 'up', tiles: 'up' };

/** A 1×1 PNG: tiles only need to be images. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

/** The analytics id the e2e server is configured with. */
export const ANALYTICS_TEST_ID = 'G-E2ETEST1';

/**
 * Stands in for gtag.js / gtm.js: records every call queued in dataLayer, as arrays,
 * in window.__analyticsCalls, and the scripts that loaded in window.__analyticsScripts.
 */
const ANALYTICS_STAND_IN = `(function () {
  var calls = (window.__analyticsCalls = window.__analyticsCalls || []);
  (window.__analyticsScripts = window.__analyticsScripts || []).push(document.currentScript && document.currentScript.src);
  function record(entry) {
    var isArguments = Object.prototype.toString.call(entry) === '[object Arguments]';
    calls.push(isArguments ? Array.prototype.slice.call(entry) : entry);
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(record);
  var push = layer.push;
  layer.push = function () {
    Array.prototype.forEach.call(arguments, record);
    return push.apply(layer, arguments);
  };
})();
`;

export type WeatherFixture = (url: URL) => unknown;
let weatherFixture: WeatherFixture = () => ({});
/** The weather issue supplies a forecast shaped like the provider's answer. */
export function setWeatherFixture(fixture: WeatherFixture) {
  weatherFixture = fixture;
}

export async function startThirdParties(): Promise<ThirdParties> {
  setWeatherFixture(openMeteoFixture);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/__mode' && req.method === 'POST') {
      const which = url.searchParams.get('service') as 'weather' | 'tiles';
      modes[which] = url.searchParams.get('mode') === 'down' ? 'down' : 'up';
      res.writeHead(204).end();
      return;
    }
    if (url.pathname.startsWith('/weather')) {
      if (modes.weather === 'down') return void res.writeHead(503).end('down');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(weatherFixture(url)));
      return;
    }
    if (url.pathname.startsWith('/tiles/')) {
      if (modes.tiles === 'down') return void res.writeHead(503).end('down');
      res.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
      return;
    }
    if (url.pathname === '/analytics/gtag/js' || url.pathname === '/analytics/gtm.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(ANALYTICS_STAND_IN);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return {
    weatherUrl: `${base}/weather/v1/forecast`,
    tilesUrl: `${base}/tiles/{z}/{x}/{y}.png`,
    analyticsUrl: `${base}/analytics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
