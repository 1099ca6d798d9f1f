import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueFullError } from './fair-queue.ts';

/** A job that ends when the test says so, and tells when it started. */
function job(name: string, started: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => (started.push(name), done.then(() => name)), finish };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createFairQueue', () => {
  it('runs an owner’s jobs one after another, and lets a waiting owner go before their next', async () => {
    const queue = createFairQueue({ concurrency: 1, perOwner: 5, total: 10 });
    const started: string[] = [];
    const [a1, a2, b1] = [job('a1', started), job('a2', started), job('b1', started)];
    const results = [queue.run('a', a1.work), queue.run('a', a2.work), queue.run('b', b1.work)];
    await settled();
    expect(started).toEqual(['a1']);
    expect(queue.state()).toEqual({ running: ['a'], waiting: { a: 1, b: 1 } });
    a1.finish();
    await settled();
    expect(started).toEqual(['a1', 'b1']);
    b1.finish();
    await settled();
    a2.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    expect(queue.state()).toEqual({ running: [], waiting: {} });
  });

  it('runs different owners at once up to its concurrency, never two of one owner', async () => {
    const queue = createFairQueue({ concurrency: 2, perOwner: 5, total: 10 });
    const started: string[] = [];
    const [a1, a2, b1, c1] = ['a1', 'a2', 'b1', 'c1'].map((name) => job(name, started));
    const results = [
      queue.run('a', a1!.work),
      queue.run('a', a2!.work),
      queue.run('b', b1!.work),
      queue.run('c', c1!.work),
    ];
    await settled();
    expect(started).toEqual(['a1', 'b1']);
    // The owner who has had no turn yet goes before the one who just had one.
    a1!.finish();
    await settled();
    expect(started).toEqual(['a1', 'b1', 'c1']);
    b1!.finish();
    await settled();
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2']);
    c1!.finish();
    a2!.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1', 'c1']);
  });

  it('refuses at once, queueing nothing, past the owner’s or everyone’s limit', async () => {
    const queue = createFairQueue({ concurrency: 1, perOwner: 2, total: 3 });
    const started: string[] = [];
    const held = job('held', started);
    const first = [queue.run('a', held.work), queue.run('a', held.work)];
    await expect(queue.run('a', held.work)).rejects.toEqual(new QueueFullError('owner'));
    const third = queue.run('b', held.work);
    await expect(queue.run('c', held.work)).rejects.toEqual(new QueueFullError('everyone'));
    expect(queue.state()).toEqual({ running: ['a'], waiting: { a: 1, b: 1 } });
    // A failing job frees its place like any other.
    held.finish();
    await Promise.all([...first, third]);
    await expect(queue.run('c', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run('c', async () => 'next')).toBe('next');
  });
});
