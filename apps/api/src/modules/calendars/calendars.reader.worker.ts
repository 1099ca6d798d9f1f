import { parentPort, workerData } from 'node:worker_threads';
import { FeedFormatError, parseFeed } from './calendars.ical.ts';
import type { ReaderAnswer } from './calendars.reader.ts';

/*
 * The worker thread that reads one feed (calendars.reader.ts): whatever the feed makes ical.js
 * do happens here, away from the thread that answers requests. It runs as Node loads it,
 * types stripped (docs/rules.md#calendar-sync).
 */

const { text, today } = workerData as { text: string; today: string };
let answer: ReaderAnswer;
try {
  answer = { events: parseFeed(text, today) };
} catch (error) {
  if (!(error instanceof FeedFormatError)) throw error;
  answer = { error: { reason: error.reason, message: error.message } };
}
parentPort!.postMessage(answer);
