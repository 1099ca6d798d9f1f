/**
 * The chunk of c15t's banner, dialog and script loader (docs/product.md#consent): one
 * import for the layer that shows it and for the footer link that fetches it ahead of a
 * click.
 */
export const loadConsentManager = () => import('./components/consent-manager.tsx');
