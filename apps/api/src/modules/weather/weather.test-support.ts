import { createServer, type IncomingMessage, type Server } from 'node:http';
import { openMeteoAnswer } from './weather.fixture.ts';

export type Mode = 'up' | 'down' | 'hang' | 'garbage';

/** Open-Meteo on 127.0.0.1: answers like the provider, or fails as told; counts the calls. */
export interface StandIn {
  forecastUrl: string;
  marineUrl: string;
  mode: { forecast: Mode; marine: Mode };
  calls: { forecast: number; marine: number };
  lastForecastQuery?: URLSearchParams;
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const standIn = {
    mode: { forecast: 'up', marine: 'up' },
    calls: { forecast: 0, marine: 0 },
  } as StandIn;
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const which = url.pathname.includes('marine') ? 'marine' : 'forecast';
    standIn.calls[which] += 1;
    if (which === 'forecast') standIn.lastForecastQuery = url.searchParams;
    const mode = standIn.mode[which];
    if (mode === 'hang') return; // never answers: only the caller's timeout ends it
    if (mode === 'down') return void res.writeHead(503).end('down for maintenance');
    if (mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"hourly":');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(openMeteoAnswer(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  standIn.forecastUrl = `${base}/v1/forecast`;
  standIn.marineUrl = `${base}/v1/marine`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
