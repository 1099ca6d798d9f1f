/** The app stores the footer links to. */
export const APP_STORES = ['applestore', 'googleplay'] as const;
