import { INFO_PAGES, type InfoPage } from '@town/shared/public-pages';

/** The info pages (/{lang}/info/{index}), each with its own translation namespace `legal_{index}`; listed with the other public pages. */
export { INFO_PAGES, type InfoPage };

export const isInfoPage = (value: string | undefined): value is InfoPage =>
  (INFO_PAGES as readonly string[]).includes(value ?? '');

export const infoNamespace = (page: InfoPage) => `legal_${page}` as const;

/** One section of an info page, as its namespace file writes it. */
export interface InfoSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

/** Sections as i18next returns them; anything malformed is left out rather than shown broken. */
export function toSections(value: unknown): InfoSection[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (s): s is InfoSection =>
      !!s &&
      typeof s === 'object' &&
      typeof (s as InfoSection).heading === 'string' &&
      Array.isArray((s as InfoSection).paragraphs),
  );
}
