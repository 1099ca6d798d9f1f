/*
 * Work shared fairly between owners (docs/listings.md#photos): each owner's jobs run one after
 * another, at most `concurrency` run at once in all, and when a place frees the owner who has
 * waited longest goes next, so one owner's queue of slow photos never holds anyone else's.
 */

/** Why a job was not queued: its owner has too many waiting, or everyone together has. */
export class QueueFullError extends Error {
  constructor(readonly scope: 'owner' | 'everyone') {
    super(scope === 'owner' ? 'This owner has too many jobs waiting' : 'Too many jobs are waiting');
    this.name = 'QueueFullError';
  }
}

interface Job {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** What the queue holds at this moment: owners with a job running, and each owner's waiting jobs. */
export interface FairQueueState {
  running: string[];
  waiting: Record<string, number>;
}

export interface FairQueueLimits {
  /** Jobs running at once, all owners together. */
  concurrency: number;
  /** An owner's jobs queued at once, the running one included. */
  perOwner: number;
  /** Jobs queued at once, all owners together, the running ones included. */
  total: number;
}

export function createFairQueue({ concurrency, perOwner, total }: FairQueueLimits) {
  /** Each owner's jobs not started yet, in arrival order; owners in the order they became ready. */
  const waiting = new Map<string, Job[]>();
  const running = new Set<string>();
  let queued = 0;

  function startNext(): void {
    while (running.size < concurrency) {
      // Maps keep insertion order: the first owner not running is the one waiting longest.
      const owner = [...waiting.keys()].find((key) => !running.has(key));
      if (owner === undefined) return;
      const jobs = waiting.get(owner)!;
      const job = jobs.shift()!;
      if (!jobs.length) waiting.delete(owner);
      running.add(owner);
      void Promise.resolve()
        .then(job.work)
        .then(job.resolve, job.reject)
        .finally(() => {
          running.delete(owner);
          queued--;
          // The owner's next job goes behind everyone who waited meanwhile.
          const rest = waiting.get(owner);
          if (rest) {
            waiting.delete(owner);
            waiting.set(owner, rest);
          }
          startNext();
        });
    }
  }

  return {
    /**
     * Runs `work` when `owner`'s earlier jobs are done and a place is free. Throws
     * QueueFullError at once, queueing nothing, past the owner's or everyone's limit.
     */
    run<T>(owner: string, work: () => Promise<T>): Promise<T> {
      const mine = (waiting.get(owner)?.length ?? 0) + (running.has(owner) ? 1 : 0);
      if (mine >= perOwner) return Promise.reject(new QueueFullError('owner'));
      if (queued >= total) return Promise.reject(new QueueFullError('everyone'));
      queued++;
      const result = new Promise<T>((resolve, reject) => {
        const jobs = waiting.get(owner) ?? [];
        jobs.push({ work, resolve: resolve as (value: unknown) => void, reject });
        waiting.set(owner, jobs);
      });
      startNext();
      return result;
    },

    state(): FairQueueState {
      return {
        running: [...running],
        waiting: Object.fromEntries([...waiting].map(([owner, jobs]) => [owner, jobs.length])),
      };
    },
  };
}

export type FairQueue = ReturnType<typeof createFairQueue>;
