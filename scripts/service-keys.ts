// `npm run -s service-keys`: a fresh set of service credentials (one Ed25519 key pair per process, see
// packages/platform/src/service-identity.ts), printed in the form the deployment loads. Nothing is written
// anywhere unless --env-file says where; keys never belong in the repository.
//
//   npm run -s service-keys | kubectl apply -n quote-analyzer -f -
//       a Secret manifest (stdin to kubectl: the keys stay out of the shell history); the chart's
//       serviceKeys.existingSecret names it (default quote-analyzer-service-keys; --secret <name> to change;
//       --namespace <ns> puts the namespace into the manifest and the kubectl commands)
//   npm run -s service-keys -- --kubectl
//       the same as a `kubectl create secret generic ... --from-literal=...` command
//   npm run -s service-keys -- --rotate auth --public-keys "<current SERVICE_PUBLIC_KEYS>" | sh
//       a new pair for one process: a `kubectl patch` of its private key and of SERVICE_PUBLIC_KEYS
//       (docs/ops.md, "Rotate the service keys", says what to restart)
//   npm run service-keys -- --env-file .env
//       docker compose: SERVICE_PRIVATE_KEY_<NAME> and SERVICE_PUBLIC_KEYS into .env (which compose reads),
//       replacing earlier ones and keeping every other line
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateServiceKeyPair, IDENTITIES, type Identity } from '@qa/platform/service-identity';

export const defaultSecretName = 'quote-analyzer-service-keys';

export interface KeySet {
  /** Private key (base64 PKCS#8 DER) of each process, by its name. */
  privateKeys: Record<Identity, string>;
  /** SERVICE_PUBLIC_KEYS: `name=base64spki,...` of every process. */
  publicKeys: string;
}

export function generateKeySet(): KeySet {
  const pairs = IDENTITIES.map((name) => [name, generateServiceKeyPair()] as const);
  return {
    privateKeys: Object.fromEntries(pairs.map(([name, pair]) => [name, pair.privateKey])) as Record<Identity, string>,
    publicKeys: pairs.map(([name, pair]) => `${name}=${pair.publicKey}`).join(','),
  };
}

/** The Secret's data: each process's private key under its own name, and SERVICE_PUBLIC_KEYS. */
export const secretData = (set: KeySet): Record<string, string> => ({ ...set.privateKeys, SERVICE_PUBLIC_KEYS: set.publicKeys });

export function secretManifest(set: KeySet, name = defaultSecretName, namespace?: string): string {
  const lines = [
    '# Service credentials of Quote Analyzer (npm run service-keys): each process reads its own key and',
    '# SERVICE_PUBLIC_KEYS. Apply it, do not commit it.',
    'apiVersion: v1',
    'kind: Secret',
    'type: Opaque',
    'metadata:',
    `  name: ${name}`,
    ...(namespace ? [`  namespace: ${namespace}`] : []),
    '  labels:',
    '    app.kubernetes.io/part-of: quote-analyzer',
    'stringData:',
    ...Object.entries(secretData(set)).map(([key, value]) => `  ${key}: "${value}"`),
  ];
  return `${lines.join('\n')}\n`;
}

const kubectl = (namespace?: string) => (namespace ? `kubectl -n ${namespace}` : 'kubectl');

export function kubectlCommand(set: KeySet, name = defaultSecretName, namespace?: string): string {
  const literals = Object.entries(secretData(set)).map(([key, value]) => `  --from-literal=${key}='${value}'`);
  // --dry-run | apply: creates the Secret, or replaces every key of an existing one.
  const lines = [`${kubectl(namespace)} create secret generic ${name} \\`, ...literals.map((l) => `${l} \\`)];
  return `${[...lines, `  --dry-run=client -o yaml | ${kubectl(namespace)} apply -f -`].join('\n')}\n`;
}

/** Compose variable names: SERVICE_PRIVATE_KEY_ADMIN_REPORTING for admin-reporting. */
export const composeVariable = (name: Identity) => `SERVICE_PRIVATE_KEY_${name.toUpperCase().replace(/-/g, '_')}`;

export function envLines(set: KeySet): string[] {
  return [...IDENTITIES.map((name) => `${composeVariable(name)}=${set.privateKeys[name]}`), `SERVICE_PUBLIC_KEYS=${set.publicKeys}`];
}

const envHeader = '# Service credentials for docker compose (npm run service-keys -- --env-file .env)';

/** `current` with these lines' variables replaced (appended at the end), every other line kept. */
export function mergeEnvFile(current: string, lines: string[]): string {
  const variable = (line: string) => /^\s*(?:export\s+)?([A-Za-z_]\w*)\s*=/.exec(line)?.[1];
  const names = new Set(lines.map(variable));
  const kept = current.split('\n').filter((l) => l !== envHeader && !names.has(variable(l)));
  while (kept.length && kept[kept.length - 1].trim() === '') kept.pop();
  return `${[...kept, envHeader, ...lines].join('\n')}\n`;
}

/**
 * A new pair for `name` within the current SERVICE_PUBLIC_KEYS: its private key, and the list with the new public
 * key beside the old one, so that during the roll every service accepts both (docs/ops.md, rotation).
 */
export function rotate(name: Identity, currentPublicKeys: string): { privateKey: string; publicKeys: string } {
  const entries = currentPublicKeys.split(',').map((e) => e.trim()).filter(Boolean);
  const names = entries.map((e) => e.split('=', 1)[0]);
  const missing = IDENTITIES.filter((n) => !names.includes(n));
  if (missing.length) throw new Error(`the current SERVICE_PUBLIC_KEYS has no key for ${missing.join(', ')}`);
  const pair = generateServiceKeyPair();
  return { privateKey: pair.privateKey, publicKeys: [...entries, `${name}=${pair.publicKey}`].join(',') };
}

/** After the roll: the list without `name`'s older keys (the last one listed is the new one). */
export function dropOldKeys(name: Identity, currentPublicKeys: string): string {
  const entries = currentPublicKeys.split(',').map((e) => e.trim()).filter(Boolean);
  const own = entries.filter((e) => e.split('=', 1)[0] === name);
  if (!own.length) throw new Error(`the current SERVICE_PUBLIC_KEYS has no key for ${name}`);
  return entries.filter((e) => e.split('=', 1)[0] !== name || e === own[own.length - 1]).join(',');
}

export function rotateCommand(name: Identity | undefined, rotated: { privateKey?: string; publicKeys: string }, secret = defaultSecretName, namespace?: string): string {
  const patch = JSON.stringify({ stringData: { ...(name && rotated.privateKey ? { [name]: rotated.privateKey } : {}), SERVICE_PUBLIC_KEYS: rotated.publicKeys } });
  return `${kubectl(namespace)} patch secret ${secret} --type merge -p '${patch}'\n`;
}

function main(argv: string[]) {
  const flag = (name: string) => argv.includes(name);
  const option = (name: string) => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    const value = argv[i + 1];
    if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
    return value;
  };
  const secret = option('--secret') ?? defaultSecretName;
  const namespace = option('--namespace');
  for (const step of ['--rotate', '--drop-old'] as const) {
    const name = option(step);
    if (!name) continue;
    if (!IDENTITIES.includes(name as Identity)) throw new Error(`${step}: one of ${IDENTITIES.join(', ')}`);
    const current = option('--public-keys');
    if (!current) throw new Error(`${step} needs --public-keys "<the current SERVICE_PUBLIC_KEYS>" (docs/ops.md shows how to read it)`);
    const change = step === '--rotate' ? rotate(name as Identity, current) : { publicKeys: dropOldKeys(name as Identity, current) };
    process.stdout.write(rotateCommand(name as Identity, change, secret, namespace));
    return;
  }
  const set = generateKeySet();
  const envFile = option('--env-file');
  if (envFile) {
    const current = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
    fs.writeFileSync(envFile, mergeEnvFile(current, envLines(set)), { mode: 0o600 });
    fs.chmodSync(envFile, 0o600);
    process.stderr.write(`service keys for ${IDENTITIES.join(', ')} written to ${path.resolve(envFile)} (recreate the containers to use them)\n`);
    return;
  }
  process.stdout.write(flag('--kubectl') ? kubectlCommand(set, secret, namespace) : secretManifest(set, secret, namespace));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`service-keys: ${(err as Error).message}\n`);
    process.exit(2);
  }
}
