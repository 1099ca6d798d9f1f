import { z } from 'zod';

/**
 * A measurement id as Google writes them: G-XXXXXXX (GA4), UA-…, AW-…, GTM-XXXX.
 * Kept strict because the id ends up in a script URL.
 */
export const ANALYTICS_ID_PATTERN = /^[A-Z]{1,3}-[A-Z0-9-]{4,40}$/i;

/** Where gtag.js and gtm.js come from when a deployment does not say otherwise. */
export const DEFAULT_ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com';

/**
 * The deployment's analytics, read at run time (GET /api/v1/site-config), so one build
 * serves every deployment. Nothing of it loads before measurement consent.
 */
export const analyticsConfigSchema = z.object({
  gaId: z.string().regex(ANALYTICS_ID_PATTERN).optional().meta({ description: 'Google Analytics id (G-…).' }),
  gtmId: z
    .string()
    .regex(ANALYTICS_ID_PATTERN)
    .optional()
    .meta({ description: 'Google Tag Manager container id (GTM-…).' }),
  scriptUrl: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({ description: 'Base URL that serves /gtag/js and /gtm.js; present whenever an id is.' }),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

export const siteConfigSchema = z.object({ analytics: analyticsConfigSchema });
export type SiteConfig = z.infer<typeof siteConfigSchema>;
