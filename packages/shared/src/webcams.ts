import { z } from 'zod';
import { pageSchema } from './errors.ts';

/*
 * The town's webcams (docs/rules.md#webcams): kept by its admins (GET, PUT
 * /api/v1/admin/webcams), shown to everyone (GET /api/v1/webcams), each still fetched by our
 * server and served from our origin (/api/webcams/{id}/still).
 */

/** What a camera looks at; the web translates it (namespace `webcams`). */
export const WEBCAM_KINDS = ['beach', 'harbour', 'promenade'] as const;
export type WebcamKind = (typeof WEBCAM_KINDS)[number];

/** What an admin may set: a list this long at most, each camera within these limits. */
export const WEBCAM_LIMITS = {
  cameras: 50,
  id: 64,
  name: 80,
  url: 2000,
  refreshSeconds: { min: 30, max: 3600, default: 60 },
} as const;

/** A camera's place; the public page's schema stays free of the town profile's. */
const positionSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** Stable and URL-safe: lowercase letters and digits in words joined by single hyphens. */
export const WEBCAM_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const webcamId = z
  .string()
  .min(1)
  .max(WEBCAM_LIMITS.id)
  .regex(WEBCAM_ID_PATTERN, 'Lowercase letters, digits and hyphens only');

export const webcamIdSchema = z.object({ id: webcamId });

/**
 * Why an address cannot be a camera's (`undefined`: it can): an https address of a named
 * host or IP address, without a user name or password in it. Whether our server may reach
 * that host is the API's to check (docs/rules.md#webcams).
 */
export function webcamUrlProblem(value: string): 'invalid' | 'not-https' | 'credentials' | undefined {
  // WHATWG URL parsing (zod's), as the API and the browser read the address.
  if (!z.url().safeParse(value).success) return 'invalid';
  if (!/^https:\/\//i.test(value)) return 'not-https';
  const authority = value.slice('https://'.length).split(/[/\\?#]/)[0] ?? '';
  if (authority.includes('@')) return 'credentials';
  if (!authority || authority.startsWith(':')) return 'invalid';
  return undefined;
}

const webcamUrl = z
  .string()
  .trim()
  .min(1)
  .max(WEBCAM_LIMITS.url)
  .superRefine((value, ctx) => {
    const problem = webcamUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { problem } });
  });

/** One camera as admins keep it: `stillUrl` is the camera's own address, which only our server fetches. */
export const adminWebcamSchema = z.strictObject({
  id: webcamId,
  /** A proper name, as the town writes it: not translated. */
  name: z.string().trim().min(1).max(WEBCAM_LIMITS.name),
  kind: z.enum(WEBCAM_KINDS),
  /** Where the camera stands, for the small map and for screen readers. */
  position: positionSchema,
  /** The still image, an https address fetched by our server only. */
  stillUrl: webcamUrl,
  /** The camera operator's own page (live stream, archive), opened by visitors in a new tab. */
  pageUrl: webcamUrl,
  /** How often the camera takes a new still, so nobody asks for one more often. */
  refreshSeconds: z.number().int().min(WEBCAM_LIMITS.refreshSeconds.min).max(WEBCAM_LIMITS.refreshSeconds.max),
});
export type AdminWebcam = z.infer<typeof adminWebcamSchema>;

/** GET and PUT /api/v1/admin/webcams: the whole list, in the order visitors see it; each id once. */
export const adminWebcamsSchema = z.strictObject({
  items: z
    .array(adminWebcamSchema)
    .max(WEBCAM_LIMITS.cameras)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.id)) {
          ctx.addIssue({ code: 'custom', message: 'duplicate', path: [index, 'id'], params: { problem: 'duplicate' } });
        }
        seen.add(item.id);
      });
    }),
});
export type AdminWebcams = z.infer<typeof adminWebcamsSchema>;

/** One camera as GET /api/v1/webcams gives it: its still always comes through our own server. */
export const webcamSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(WEBCAM_KINDS),
  position: z.object({ lat: z.number(), lng: z.number() }),
  /** Same origin: /api/webcams/{id}/still (the page may only load images from us). */
  stillUrl: z.string().startsWith('/api/webcams/'),
  pageUrl: z.url(),
  refreshSeconds: z.number().int().positive(),
});
export type Webcam = z.infer<typeof webcamSchema>;

export const webcamListSchema = pageSchema(webcamSchema);
export type WebcamList = z.infer<typeof webcamListSchema>;

export const webcamStillPath = (id: string) => `/api/webcams/${encodeURIComponent(id)}/still`;
