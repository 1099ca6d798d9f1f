import { data } from 'react-router';
import { ApiError } from './api-client.ts';

/** Shows the 404 page: the route's error element reads the status (docs/product.md#errors-and-loading). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The API says there is no such thing for this user: 404, or 400 for an id that cannot be one. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** In a route loader: a missing thing is the 404 page; any other failure is left to the caller. */
export function notFoundIfMissing(error: unknown): void {
  if (isMissing(error)) notFound();
}
