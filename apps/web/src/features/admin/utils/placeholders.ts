import { PAGE_PLACEHOLDERS } from '@town/shared/town';

/** Every placeholder a page can hold (the API fills them in), in the order the editor offers them. */
export const INSERTABLE_PLACEHOLDERS: readonly string[] = PAGE_PLACEHOLDERS;

/** A placeholder's key among the editor's texts ("town.name" → "town_name"). */
export const placeholderKey = (placeholder: string) => placeholder.replaceAll('.', '_');
