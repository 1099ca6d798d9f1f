import { Worker } from 'node:worker_threads';
import { FEED_READ_TIME_LIMIT_MS } from '@town/shared/calendars';
import { FeedFormatError, type FeedEvent, type FeedReadFailure } from './calendars.ical.ts';

/*
 * Reading a fetched feed off the main thread (docs/rules.md#calendar-sync): a feed is a third
 * party's text, and ical.js works through it in one synchronous run. In a worker thread that run
 * never holds up requests; the worker is ended when the time limit passes or its memory runs out,
 * and the feed is then refused as `too-complex`.
 */

/** What the worker posts back: the feed's events, or why it has none. */
export type ReaderAnswer = { events: FeedEvent[] } | { error: { reason: FeedReadFailure; message: string } };

/** Set by the production build (apps/api/build.mjs): the worker's own bundle, relative to this source file. */
declare const FEED_READER_WORKER_BUNDLE: string | undefined;
/** The worker's module: its source beside this file, or in the built server its bundle in dist/. */
const WORKER = new URL(
  typeof FEED_READER_WORKER_BUNDLE === 'string' ? FEED_READER_WORKER_BUNDLE : './calendars.reader.worker.ts',
  import.meta.url,
);
/** A 5 MB feed parses into some 100 MB of ical.js objects; past this the worker is stopped. */
const WORKER_HEAP_MB = 384;
/** Feeds read at once by this process: the others wait their turn (the time limit starts with the reading). */
const MAX_READERS = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

export interface ReadOptions {
  /** FEED_READ_TIME_LIMIT_MS unless a caller (a test) gives another. */
  timeLimitMs?: number;
}

/**
 * parseFeed in a worker thread, given at most `timeLimitMs`: the feed's events, or a
 * FeedFormatError saying why there are none. Anything else (the worker failing to start) is a
 * fault of ours and rejects as it is.
 */
export async function readFeed(
  text: string,
  today: string,
  { timeLimitMs = FEED_READ_TIME_LIMIT_MS }: ReadOptions = {},
): Promise<FeedEvent[]> {
  const done = await turn();
  try {
    return await new Promise<FeedEvent[]>((resolve, reject) => {
      const worker = new Worker(WORKER, {
        workerData: { text, today },
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      const tooComplex = (why: string) => new FeedFormatError('too-complex', why);
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      };
      const timer = setTimeout(
        () => settle(() => reject(tooComplex(`took more than ${timeLimitMs / 1000} s to read`))),
        timeLimitMs,
      );
      worker.once('message', (answer: ReaderAnswer) =>
        settle(() =>
          'events' in answer
            ? resolve(answer.events)
            : reject(new FeedFormatError(answer.error.reason, answer.error.message)),
        ),
      );
      worker.once('error', (error: NodeJS.ErrnoException) =>
        settle(() =>
          reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex('needs too much memory to read') : error),
        ),
      );
      worker.once('exit', (code) => settle(() => reject(new Error(`The feed reader stopped (exit code ${code})`))));
    });
  } finally {
    done();
  }
}
