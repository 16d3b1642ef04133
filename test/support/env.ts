import { createServiceIdentity, type Identity, type ServiceIdentity } from '@qa/platform';
// What a test needs to reach the running stack; `npm test` sets these before running any test file.
export function testEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run tests through \`npm test\`, which starts the stack`);
  return value;
}

export const baseUrl = () => testEnv('QA_BASE_URL');

/** A unique e-mail per call, so tests never collide with each other or with earlier runs. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Polls until check returns a value (not undefined) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, label = 'condition'): Promise<T> {
  const start = Date.now();
  let last: unknown;
  while (Date.now() - start < timeoutMs) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${label}${last ? `: ${(last as Error).message}` : ''}`);
}

/** A service's private key from the running stack, to start a service of the test's own with its credentials. */
export function serviceKey(name: Identity): string {
  const entry = testEnv('QA_SERVICE_PRIVATE_KEYS')
    .split(',')
    .find((e) => e.startsWith(`${name}=`));
  if (!entry) throw new Error(`no key for ${name} in QA_SERVICE_PRIVATE_KEYS`);
  return entry.slice(name.length + 1);
}

/** Credentials to call the stack's services as `name` would (the gateway, for most tests). */
export function actingAs(name: Identity): ServiceIdentity {
  return createServiceIdentity(name, serviceKey(name), testEnv('SERVICE_PUBLIC_KEYS'));
}
