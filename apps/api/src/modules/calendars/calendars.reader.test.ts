import { describe, expect, it } from 'vitest';
import { FeedFormatError } from './calendars.ical.ts';
import { readFeed } from './calendars.reader.ts';
import { allDay, dailySince1900, icsOf, pastNights } from './calendars.test-support.ts';

/*
 * Reading a feed off the main thread (docs/rules.md#calendar-sync): what a hostile feed makes
 * ical.js do never holds up the thread that answers requests.
 */

const TODAY = '2026-10-01';

async function failure(promise: Promise<unknown>): Promise<FeedFormatError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FeedFormatError);
  return error as FeedFormatError;
}

describe('reading a feed in a worker thread', () => {
  it('answers the events of a feed', async () => {
    expect(await readFeed(icsOf(allDay('one', '2026-11-01', '2026-11-03')), TODAY)).toEqual([
      { uid: 'one', start: '2026-11-01', end: '2026-11-03' },
    ]);
  });

  it('lets the event loop turn while a hostile feed is read, which ends with its limit', async () => {
    for (const [text, reason] of [
      [dailySince1900(200), 'too-many-repeating'],
      [pastNights(30_000), undefined],
    ] as const) {
      const order: string[] = [];
      const reading = readFeed(text, TODAY).then(
        (events) => order.push(`read ${events.length}`),
        (error: FeedFormatError) => order.push(`refused ${error.reason}`),
      );
      // Read on this thread, the whole feed would be read before this callback could run.
      setImmediate(() => order.push('the loop turned'));
      await reading;
      expect(order).toEqual(['the loop turned', reason ? `refused ${reason}` : 'read 0']);
    }
  });

  it('stops a reading that passes its time limit: too-complex', async () => {
    const error = await failure(readFeed(pastNights(30_000), TODAY, { timeLimitMs: 0 }));
    expect(error.reason).toBe('too-complex');
  });
});
