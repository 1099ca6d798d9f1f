/*
 * Every `error.code` the API answers with (besides accounts' own, ACCOUNT_ERROR_CODES in
 * '@town/shared/accounts'), without zod: the web compares against these rather than
 * retyping them, and pages that only need a code do not carry the schemas.
 * '@town/shared/errors' re-exports them.
 */
export const ERROR_CODES = {
  // Any endpoint.
  validationError: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  appKeyInvalid: 'APP_KEY_INVALID',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  notAcceptable: 'NOT_ACCEPTABLE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  // Refused by the HTTP layer before any route: a slow request, a path parameter or headers too long.
  requestTimeout: 'REQUEST_TIMEOUT',
  uriTooLong: 'URI_TOO_LONG',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internalError: 'INTERNAL_ERROR',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  // Sessions: the refresh token was renewed moments ago by another request of its owner.
  refreshSuperseded: 'REFRESH_SUPERSEDED',
  // Bookings.
  datesUnavailable: 'DATES_UNAVAILABLE',
  bookingNotCancellable: 'BOOKING_NOT_CANCELLABLE',
  // A change of state BOOKING_TRANSITIONS does not allow (accepting a declined request…).
  bookingState: 'BOOKING_STATE',
  // Listings (docs/listings.md#life): only a never-published draft is deleted; an action its state does not allow.
  listingNotDeletable: 'LISTING_NOT_DELETABLE',
  listingState: 'LISTING_STATE',
  // A listing's gallery is full (LISTING_LIMITS.images): a photo must go before another comes.
  listingPhotoLimit: 'LISTING_PHOTO_LIMIT',
  // An owner's photos fill their disk allowance (LISTING_LIMITS.ownerPhotoBytes): some must go first.
  photoStorageFull: 'PHOTO_STORAGE_FULL',
  // A photo whose encoding outlasts the time limit: a smaller or simpler one is needed.
  photoTooComplex: 'PHOTO_TOO_COMPLEX',
  // Owner applications (docs/listings.md#becoming-an-owner): one pending at a time, none for an owner,
  // and one decision each.
  applicationPending: 'APPLICATION_PENDING',
  alreadyOwner: 'ALREADY_OWNER',
  applicationDecided: 'APPLICATION_DECIDED',
  // Admin users (docs/listings.md#roles): an admin cannot demote or lock their own account.
  selfChange: 'SELF_CHANGE',
  // Calendar sync (docs/rules.md#calendar-sync): an address the rental imports already, one feed too many.
  feedExists: 'ICAL_FEED_EXISTS',
  feedLimit: 'ICAL_FEED_LIMIT',
  // Favourites (docs/api.md#favourites): an account keeps at most MAX_FAVOURITES places.
  favouritesLimit: 'FAVOURITES_LIMIT',
  // The town's pages (docs/pages.md): the pages the law requires cannot be deleted.
  pageRequired: 'PAGE_REQUIRED',
  // The town's profile (docs/town.md): a logo is given once the profile itself has been set up.
  townNotSetUp: 'TOWN_NOT_SET_UP',
  // The town's third parties.
  weatherUnavailable: 'WEATHER_UNAVAILABLE',
  webcamUnavailable: 'WEBCAM_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
