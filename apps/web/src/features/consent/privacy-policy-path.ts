import { DEFAULT_LANGUAGE, isRouteLanguage } from '@town/shared/languages';

/** The privacy policy in the page's language: a link without the prefix would leave it. */
export function privacyPolicyPath(siteLanguage: string): string {
  return `/${isRouteLanguage(siteLanguage) ? siteLanguage : DEFAULT_LANGUAGE}/info/privacy`;
}
