import { isSupportedLanguage } from '@town/shared/languages';
import type { TownProfile } from '@town/shared/town';
import type { PostalAddress, SearchAction, TouristDestination, WebSite, WithContext } from 'schema-dts';

/*
 * The landing page's JSON-LD (docs/product.md#structured-data): the town as a tourist destination
 * and the site as its web site, with its search, all from the town's profile. Pure: the caller
 * gives the page's language and how to make a site path absolute.
 */

/** A schema.org node as an object (schema-dts also allows a bare IRI string for each type). */
type Node<T> = Exclude<T, string>;

export interface TownStructuredDataOptions {
  /** The landing page's language (the URL's). */
  lang: string;
  /** Makes a site path (`/es/…`) absolute. */
  absolute: (path: string) => string;
  /** The page a search opens, as a site path with `{search_term_string}` where the words go. */
  searchPath: string;
}

/** The town's own address, as the profile gives it; its country as ISO 3166-1 (the profile's `country`). */
function townAddress(town: TownProfile): Node<PostalAddress> {
  return {
    '@type': 'PostalAddress',
    streetAddress: town.address.street,
    postalCode: town.address.postalCode,
    addressLocality: town.address.locality,
    addressRegion: town.province,
    addressCountry: town.country,
  };
}

/** Degrees to five decimals (about a metre). */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * The town (a TouristDestination: its name, tagline, where it is, how to reach its tourist office,
 * its networks) and the site (a WebSite about it, in the page's language, whose search opens the
 * catalogue with the words asked for). A site not set up yet (the placeholder profile) names no
 * town: only the site.
 */
export function townStructuredData(
  town: TownProfile,
  { lang, absolute, searchPath }: TownStructuredDataOptions,
): (WithContext<Node<TouristDestination>> | WithContext<Node<WebSite>>)[] {
  const home = absolute(`/${lang}/`);
  const language = isSupportedLanguage(lang) ? lang : town.defaultLanguage;
  const tagline = town.tagline?.[language] ?? town.tagline?.[town.defaultLanguage];
  const social = Object.values(town.social).filter((url): url is string => Boolean(url));
  const destination: WithContext<Node<TouristDestination>> = {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    '@id': `${home}#destination`,
    name: town.name,
    ...(tagline ? { description: tagline } : {}),
    url: home,
    geo: { '@type': 'GeoCoordinates', latitude: round(town.centre.lat), longitude: round(town.centre.lng) },
    address: townAddress(town),
    containedInPlace: { '@type': 'AdministrativeArea', name: town.region },
    telephone: town.phone,
    ...(town.logo ? { logo: absolute(town.logo.src) } : {}),
    ...(social.length > 0 ? { sameAs: social } : {}),
  };
  // Google's sitelinks search box reads `query-input`, which schema.org's types do not name.
  const search = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: absolute(searchPath) },
    'query-input': 'required name=search_term_string',
  } as Node<SearchAction>;
  const site: WithContext<Node<WebSite>> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: town.name,
    inLanguage: language,
    potentialAction: search,
  };
  if (!town.configured) return [site];
  return [
    destination,
    {
      ...site,
      about: { '@id': `${home}#destination` },
      publisher: { '@type': 'GovernmentOrganization', name: town.legal.entity },
    },
  ];
}
