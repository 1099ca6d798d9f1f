import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
});

export const systemInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  build: z.string(),
  node: z.string(),
  database: z.enum(['embedded', 'external']),
  uptimeSeconds: z.number(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
