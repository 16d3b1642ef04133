// Service credentials for local runs: one Ed25519 key pair per process, generated once into the cache (like the
// servers) and handed to each process by the stack launcher, as Kubernetes hands them over from Secrets.
import fs from 'node:fs';
import path from 'node:path';
import { generateServiceKeyPair, IDENTITIES, type Identity } from '@qa/platform';

export interface ServiceKeys {
  /** SERVICE_PUBLIC_KEYS for every process. */
  publicKeys: string;
  privateKey(name: Identity): string;
  /** `name=key,...` of every private key, for tests that act as a given service. */
  allPrivateKeys: string;
}

export function ensureServiceKeys(cacheDir: string): ServiceKeys {
  const file = path.join(cacheDir, 'service-keys.json');
  let pairs: Record<string, { privateKey: string; publicKey: string }> = {};
  if (fs.existsSync(file)) pairs = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (IDENTITIES.some((name) => !pairs[name])) {
    pairs = Object.fromEntries(IDENTITIES.map((name) => [name, pairs[name] ?? generateServiceKeyPair()]));
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(pairs, null, 2), { mode: 0o600 });
  }
  const list = (field: 'privateKey' | 'publicKey') => IDENTITIES.map((name) => `${name}=${pairs[name][field]}`).join(',');
  return { publicKeys: list('publicKey'), privateKey: (name) => pairs[name].privateKey, allPrivateKeys: list('privateKey') };
}
