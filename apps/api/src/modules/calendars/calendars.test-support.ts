import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in provider answers at a path: a calendar, a status, or nothing at all. */
export type FeedAnswer =
  { ics: string } | { status: number; body?: string; headers?: Record<string, string> } | { hang: true };

export interface FeedServer {
  /** The address of a path on the server (http://127.0.0.1:port/path). */
  url(path: string): string;
  /** What the path answers from now on. */
  set(path: string, answer: FeedAnswer): void;
  /** How many times each path was asked for. */
  hits(path: string): number;
  close(): Promise<void>;
}

/**
 * A calendar provider (Airbnb, Booking.com…) stood in by a real HTTP server on 127.0.0.1, whose
 * feeds a test changes between syncs. Reaching it needs ICAL_ALLOW_PRIVATE_HOSTS.
 */
export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const counts = new Map<string, number>();
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404 };
    if ('hang' in answer) return void hanging.push(res);
    if ('ics' in answer) return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(answer.ics);
    res.writeHead(answer.status, answer.headers).end(answer.body ?? '');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    set: (path, answer) => answers.set(path, answer),
    hits: (path) => counts.get(path) ?? 0,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A calendar of these events, as providers write them (CRLF lines). */
export function icsOf(...events: { uid: string; lines: string[] }[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stand-in provider//EN'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, 'DTSTAMP:20260101T000000Z', ...event.lines, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** An all-day event: nights from `start` to the day before `end`. */
export const allDay = (uid: string, start: string, end: string) => ({
  uid,
  lines: [`DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`, `DTEND;VALUE=DATE:${end.replaceAll('-', '')}`],
});

/** A hostile provider's feed: `count` events, each repeating every day since 1900. */
export const dailySince1900 = (count: number) =>
  icsOf(
    ...Array.from({ length: count }, (_, i) => ({
      uid: `daily-${i}`,
      lines: ['DTSTART;VALUE=DATE:19000101', 'DTEND;VALUE=DATE:19000102', 'RRULE:FREQ=DAILY'],
    })),
  );

/** A hostile provider's feed: `count` one-night events, all long past (30,000 are some 2 MB). */
export const pastNights = (count: number) =>
  icsOf(
    ...Array.from({ length: count }, (_, i) => {
      const day = new Date(Date.UTC(1990, 0, 1 + (i % 9000))).toISOString().slice(0, 10);
      return { uid: `past-${i}`, lines: [`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`] };
    }),
  );
