// A small HTTP client for tests that keeps cookies like a browser (one jar per simulated visitor).
import { baseUrl } from './env';

export interface Reply<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class Browserish {
  private readonly cookies = new Map<string, string>();
  constructor(readonly origin = baseUrl()) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request<T = any>(method: string, path: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Reply<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const headers: Record<string, string> = { origin: this.origin, ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(new URL(path, this.origin), { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || attrs.some((a) => /^max-age=0$/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('application/json')) parsed = text ? JSON.parse(text) : null;
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(path: string) { // eslint-disable-line @typescript-eslint/no-explicit-any
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, json?: unknown) { // eslint-disable-line @typescript-eslint/no-explicit-any
    return this.request<T>('POST', path, { json: json ?? {} });
  }
  /** Multipart upload the way the web app sends it: repeated `files` parts plus fields. */
  upload<T = any>(path: string, files: Array<{ name: string; type: string; data: Buffer | Uint8Array }>, fields: Record<string, string>) { // eslint-disable-line @typescript-eslint/no-explicit-any
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
    return this.request<T>('POST', path, { body: form });
  }
}

/** Signs up a fresh user and returns a client holding their session cookie. */
export async function signUp(overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  const client = new Browserish();
  const { uniqueEmail } = await import('./env');
  const body = { email: uniqueEmail(), password: 'correct-horse-1', firstName: 'Test', lastName: 'User', ...overrides };
  const res = await client.post('/api/auth/register', body);
  if (res.status !== 201 && res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { client, user: res.body, password: body.password, email: body.email };
}
