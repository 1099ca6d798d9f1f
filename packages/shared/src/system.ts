import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
});

/** GET /api/ready: whether this process should get traffic, and what is not ready when not. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    /** `unknown` while the database does not answer. */
    migrations: z.enum(['done', 'pending', 'unknown']),
    /** `off` in a process that runs no background jobs. */
    jobs: z.enum(['running', 'stopped', 'off']),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const systemInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  build: z.string(),
  node: z.string(),
  database: z.enum(['embedded', 'external']),
  uptimeSeconds: z.number(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
