// The one HTTP client of the web app. Every call goes to the same-origin gateway under /api with cookies.

/** A failed response. Its message is `${status}: ${bodyText || statusText}` (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request; a JSON body for plain data, multipart for FormData. Throws ApiError when not OK. */
export async function apiRequest(method: Method, url: string, data?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (data instanceof FormData) {
    init.body = data;
  } else if (data !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}

/** Like apiRequest, and reads the JSON answer (undefined for 204 or an empty body). */
export async function apiJson<T>(method: Method, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export function apiGet<T>(url: string): Promise<T> {
  return apiJson<T>('GET', url);
}

/** Builds `path?a=1&b=2`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== '') qs.set(k, String(v));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of a failed call, read from the error message pattern. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const m = STATUS_PREFIX.exec(error.message);
    if (m) return Number(m[1]);
  }
  return undefined;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*/.test(error.message);
}

/**
 * The text to show for a failed call: the JSON `message` field of the error body when there is one,
 * else a short plain-text body, else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const m = STATUS_PREFIX.exec(error.message);
  if (!m) {
    // Network failures ("Failed to fetch") and programming errors are not user-facing text.
    return error instanceof TypeError || !error.message ? fallback : error.message;
  }
  const body = m[2].trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const msg =
        (parsed as { message?: unknown; error?: unknown }).message ?? (parsed as { error?: unknown }).error;
      if (typeof msg === 'string' && msg.trim()) return msg;
    }
    return fallback;
  } catch {
    if (!body || body.startsWith('<') || body.length > 300) return fallback;
    return body;
  }
}
