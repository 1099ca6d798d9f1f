/** The town's social networks: `true` shows the network's link in the footer. */
export const SOCIAL_NETWORKS = {
  whatsapp: true,
  youtube: true,
  linkedin: true,
  facebook: true,
  x: true,
  tiktok: true,
  flickr: true,
  telegram: false,
  instagram: false,
} as const;

/** The app stores the footer links to. */
export const APP_STORES = ['applestore', 'googleplay'] as const;
