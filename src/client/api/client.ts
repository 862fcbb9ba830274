import { API_BASE } from '../../shared/constants.js';

/** A failed API call: HTTP status plus the server's `{ detail }` when it sent one, and its whole answer (e.g. a 409's conflicts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly body?: unknown,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** Show the server's detail text where present, else the situation's fallback. */
export function detailOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

export type Request = <T>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * One fetch wrapper for every call: same-origin cookies, JSON in and out, and the
 * X-Requested-With header the server's CSRF check expects on state-changing calls. The global fetch is
 * looked up at each call, not at creation (a page may make its calls before any fetch exists: tests, pre-render).
 */
export function createRequest(base: string = API_BASE, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Request {
  return async <T>(path: string, { method = 'GET', body }: RequestOptions = {}): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'fetch' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetchImpl(`${base}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    if (!res.ok) {
      const detail = (data as { detail?: unknown } | null)?.detail;
      throw new ApiError(res.status, typeof detail === 'string' ? detail : undefined, data);
    }
    return data as T;
  };
}
