import { z } from 'zod';
import { pageSchema } from './errors.ts';

/** What a camera looks at; the web translates it (namespace `webcams`). */
export const WEBCAM_KINDS = ['beach', 'harbour', 'promenade'] as const;
export type WebcamKind = (typeof WEBCAM_KINDS)[number];

export interface WebcamConfig {
  /** Stable, URL-safe: /api/webcams/{id}/still. */
  id: string;
  /** A proper name, as the town's signs write it (Valencian), so it is not translated. */
  name: string;
  kind: WebcamKind;
  /** Where the camera stands, for the small map and for screen readers. */
  position: { lat: number; lng: number };
  /** The still image, relative to the configured camera server (WEBCAMS_URL_BASE). */
  stillPath: string;
  /** The camera operator's own page (live stream, archive); opened in a new tab. */
  pageUrl: string;
  /** How often the camera takes a new still, so nobody asks for one more often. */
  refreshSeconds: number;
}

/** The town's cameras (docs/product.md#webcams). */
export const WEBCAMS: readonly WebcamConfig[] = [
  {
    id: 'platja-llarga',
    name: 'Platja Llarga',
    kind: 'beach',
    position: { lat: 38.9612, lng: -0.1218 },
    stillPath: 'platja-llarga/latest.jpg',
    pageUrl: 'https://webcams.costaguia.example/platja-llarga',
    refreshSeconds: 60,
  },
  {
    id: 'port',
    name: 'Port de Portalba',
    kind: 'harbour',
    position: { lat: 38.9478, lng: -0.1109 },
    stillPath: 'port/latest.jpg',
    pageUrl: 'https://webcams.costaguia.example/port',
    refreshSeconds: 60,
  },
  {
    id: 'passeig-maritim',
    name: 'Passeig Marítim',
    kind: 'promenade',
    position: { lat: 38.9571, lng: -0.1196 },
    stillPath: 'passeig-maritim/latest.jpg',
    pageUrl: 'https://webcams.costaguia.example/passeig-maritim',
    refreshSeconds: 60,
  },
  {
    id: 'platja-del-raco',
    name: 'Platja del Racó',
    kind: 'beach',
    position: { lat: 38.9803, lng: -0.1362 },
    stillPath: 'platja-del-raco/latest.jpg',
    pageUrl: 'https://webcams.costaguia.example/platja-del-raco',
    refreshSeconds: 120,
  },
];

export const webcamIdSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'Lowercase letters, digits and hyphens only'),
});

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
