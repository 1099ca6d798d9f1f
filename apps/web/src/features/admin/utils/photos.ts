import { createContext } from 'react';

/**
 * The square thumbnails of the photos a review shows, by photo id: signed addresses from the
 * revisions' answer, since a photo no published listing shows is served only by such an address
 * (docs/listings.md#photos). A photo history names but the disk no longer keeps has none.
 */
export const PhotoThumbnails = createContext<Readonly<Record<string, string>>>({});
