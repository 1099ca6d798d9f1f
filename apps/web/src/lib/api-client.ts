import type { z } from 'zod';
import { env } from './env.ts';
import { SESSION_HINT_KEY, useSessionStore, type SessionUser } from './session-store.ts';

/** An API failure in API.md's shape; `code` is what the page translates. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

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
  // SPEC.md §6: the bearer header is always sent, empty when no token is held.
  return {
    'Content-Type': 'application/json',
    Authorization: token ? `Bearer ${token}` : '',
    'X-App-Key': env.appKey,
  };
}

let refreshing: Promise<boolean> | null = null;

/** Renews the access token from the refresh cookie; one attempt at a time. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/v1/auth/refresh', {
        method: 'POST',
        headers: headers(null),
        credentials: 'same-origin',
        body: '{}',
      });
      if (!res.ok) {
        useSessionStore.getState().clearSession();
        return false;
      }
      const data = (await res.json()) as { token: string; user: SessionUser };
      useSessionStore.getState().setSession(data.token, data.user);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Restores a session after a reload, only when one is known to exist (no needless 401s). */
export async function restoreSession(): Promise<boolean> {
  if (useSessionStore.getState().token) return true;
  if (!localStorage.getItem(SESSION_HINT_KEY)) return false;
  return refreshSession();
}

async function send(path: string, options: RequestOptions<unknown>, token: string | null): Promise<Response> {
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers: headers(token),
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** Calls our API with SPEC.md's headers; renews the session once on a 401. */
export async function apiFetch<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = useSessionStore.getState().token;
  let res = await send(path, options, token);
  if (res.status === 401 && token && (await refreshSession())) {
    res = await send(path, options, useSessionStore.getState().token);
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = (data as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
    throw new ApiError(res.status, error?.code ?? 'NETWORK_ERROR', error?.message ?? `Request failed with status ${res.status}`, error?.details);
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}
