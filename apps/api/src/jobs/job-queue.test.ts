import pino from 'pino';
import { TestClock } from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from './job-queue.ts';

const NIGHTLY = { cron: '30 3 * * *', timeZone: 'Europe/Madrid' };

describe('the job queue', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let queue: JobQueue | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await queue?.stop();
    queue = undefined;
    await database.drop();
  });

  /** Moves pg-boss's clock on a minute at a time until `done()`, or gives up at `until`. */
  async function advance(clock: TestClock, until: Date, done: () => boolean) {
    while (!done() && clock.now() < until.getTime()) {
      await clock.tick(60_000);
      // The handler runs outside the tick: give it real time to finish.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it.each([
    ['winter', '2027-01-14T02:27:00Z', '2027-01-14T02:30:00Z'],
    ['summer', '2027-07-14T01:27:00Z', '2027-07-14T01:30:00Z'],
  ])(
    'runs a nightly job at 03:30 in Madrid, once (%s)',
    async (_season, start, expected) => {
      const clock = new TestClock(start);
      const runs: number[] = [];
      const nightly: JobDefinition = {
        name: 'test.nightly',
        schedule: NIGHTLY,
        run: async () => {
          runs.push(clock.now());
        },
      };
      queue = await startJobQueue({
        databaseUrl: database.url,
        jobs: [nightly],
        log: pino({ level: 'silent' }),
        clock,
      });

      const at = new Date(expected).getTime();
      await advance(clock, new Date(at - 60_000), () => runs.length > 0);
      expect(runs).toEqual([]);
      await advance(clock, new Date(at + 5 * 60_000), () => runs.length > 0);
      expect(runs).toHaveLength(1);
      // Sent at 03:30 and taken by the worker's next poll.
      expect(runs[0]! - at).toBeGreaterThanOrEqual(0);
      expect(runs[0]! - at).toBeLessThanOrEqual(2 * 60_000);
      await advance(clock, new Date(at + 10 * 60_000), () => runs.length > 1);
      expect(runs).toHaveLength(1);
    },
    90_000,
  );

  it('records a run that throws as failed', async () => {
    const failing: JobDefinition = {
      name: 'test.failing',
      queue: { retryLimit: 0 },
      run: async () => {
        throw new Error('the clean-up could not reach the database');
      },
    };
    queue = await startJobQueue({ databaseUrl: database.url, jobs: [failing], log: pino({ level: 'silent' }) });
    const id = await queue.send('test.failing');
    const deadline = Date.now() + 25_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      state = (await queue.find('test.failing', id))?.state;
      if (state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(state).toBe('failed');
  });

  it('refuses an unknown job name and two jobs of one name', async () => {
    const job: JobDefinition = { name: 'test.once', run: async () => undefined };
    await expect(
      startJobQueue({ databaseUrl: database.url, jobs: [job, job], log: pino({ level: 'silent' }) }),
    ).rejects.toThrow('Two jobs are named test.once');
    queue = await startJobQueue({ databaseUrl: database.url, jobs: [job], log: pino({ level: 'silent' }) });
    await expect(queue.send('test.unknown')).rejects.toThrow('No job is named test.unknown');
  });
});
