import type { z } from 'zod';
import type { AuthSession } from '@town/shared/accounts';
import { ERROR_CODES } from '@town/shared/error-codes';
import { env } from './env.ts';
import { isServer } from './request-scope.ts';
import { SESSION_HINT_KEY, useSessionStore } from './session-store.ts';

/** An API failure in the shape of docs/api.md#errors; `code` is what the page translates. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Seconds to wait before trying again, from a 429's Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The code of a request that never got an answer (offline, server down). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Query;
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function headers(token: string | null): HeadersInit {
  // docs/api.md#headers: the bearer header is always sent, empty when no token is held.
  return {
    'Content-Type': 'application/json',
    Authorization: token ? `Bearer ${token}` : '',
    'X-App-Key': env.appKey,
  };
}

function isAuthSession(data: unknown): data is AuthSession {
  const session = data as Partial<AuthSession> | null;
  return (
    typeof session?.token === 'string' && typeof session.expiresIn === 'number' && typeof session.user === 'object'
  );
}

/**
 * Each refresh rotates the refresh cookie, and presenting a used one ends the whole
 * session (the server takes it for a stolen copy). Tabs share the cookie, so they
 * take turns: the next tab's refresh then carries the cookie the previous one got.
 */
async function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('town-session-refresh', task) : task();
}

let refreshing: Promise<boolean> | null = null;

/** Renews the access token from the refresh cookie; one attempt at a time. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= oneTabAtATime(async () => {
    try {
      const attempt = () =>
        fetch('/api/v1/auth/refresh', {
          method: 'POST',
          headers: headers(null),
          credentials: 'same-origin',
          body: '{}',
        });
      let res = await attempt();
      let data: unknown = await res.json().catch(() => undefined);
      // Another request renewed the cookie a moment ago (a lost answer, a browser without
      // Web Locks): the browser now holds the newer cookie, so one more try succeeds.
      if (
        res.status === 401 &&
        (data as { error?: { code?: string } } | undefined)?.error?.code === ERROR_CODES.refreshSuperseded
      ) {
        res = await attempt();
        data = await res.json().catch(() => undefined);
      }
      if (!res.ok || !isAuthSession(data)) {
        // Only an answer that the session has ended forgets it; a failing server does not.
        if (res.status === 401) useSessionStore.getState().clearSession();
        return false;
      }
      useSessionStore.getState().setSession(data);
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Restores a session after a reload, only when one is known to exist (no needless 401s). */
export async function restoreSession(): Promise<boolean> {
  if (isServer) return false;
  if (useSessionStore.getState().token) return true;
  if (!localStorage.getItem(SESSION_HINT_KEY)) return false;
  return refreshSession();
}

/** The access token to send: renewed first when it is about to expire, so no request is refused for it. */
async function currentToken(): Promise<string | null> {
  const { token, renewAt } = useSessionStore.getState();
  if (token && renewAt !== null && Date.now() >= renewAt) await refreshSession();
  return useSessionStore.getState().token;
}

/**
 * The headers of docs/api.md#headers for a request apiFetch() cannot make (an upload that
 * reports its progress): the app key and a current bearer token; the body names its own type.
 */
export async function apiHeaders(): Promise<Record<string, string>> {
  const token = await currentToken();
  return { Authorization: token ? `Bearer ${token}` : '', 'X-App-Key': env.appKey };
}

/** How requests reach the API: the browser's fetch, or in a server render the API itself, in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Used by the server renderer (entry-server.tsx), so its loaders read the API without the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send(path: string, options: RequestOptions<unknown>, token: string | null): Promise<Response> {
  try {
    return await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: headers(token),
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR, 'The server could not be reached');
  }
}

function retryAfterOf(res: Response): number | undefined {
  const value = Number(res.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** A 401 that says the access token is no good (not, say, a wrong password on sign-in). */
async function sessionRefused(res: Response): Promise<boolean> {
  if (res.status !== 401) return false;
  const data = (await res
    .clone()
    .json()
    .catch(() => undefined)) as { error?: { code?: string } } | undefined;
  return data?.error?.code === ERROR_CODES.unauthenticated;
}

/** Calls our API with the headers of docs/api.md#headers; renews the session once when the server refuses the token. */
export async function apiFetch<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = await currentToken();
  let res = await send(path, options, token);
  if (token && (await sessionRefused(res)) && (await refreshSession())) {
    res = await send(path, options, useSessionStore.getState().token);
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = (data as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
    throw new ApiError(
      res.status,
      error?.code ?? `HTTP_${res.status}`,
      error?.message ?? `Request failed with status ${res.status}`,
      error?.details,
      retryAfterOf(res),
    );
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}
