/**
 * A listing photo's square thumbnail, by its id: the name every picture is stored under
 * (apps/api/src/lib/image-files.ts), so a photo a revision names shows even when the
 * listing's current gallery no longer has it.
 */
export const photoThumbnailUrl = (id: string) => `/api/images/${id}-sq64.webp`;
