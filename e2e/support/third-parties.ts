import { createServer, type Server } from 'node:http';
import { weatherFixture as openMeteoFixture } from './weather-fixture.ts';

/**
 * Local stand-ins for the third parties the server talks to (never the page):
 * the weather provider and the map-tile upstream. Real HTTP servers on 127.0.0.1.
 * Tests switch a stand-in down and up through `setMode`.
 */
export type StandInMode = 'up' | 'down';

export interface ThirdParties {
  weatherUrl: string;
  tilesUrl: string;
  close(): Promise<void>;
}

export const modes: Record<'weather' | 'tiles', StandInMode> = { weather: 'up', tiles: 'up' };

/** A 1×1 PNG: tiles only need to be images. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

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
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return {
    weatherUrl: `${base}/weather/v1/forecast`,
    tilesUrl: `${base}/tiles/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
