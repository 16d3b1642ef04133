// scripts/service-keys.ts (`npm run service-keys`): the keys it prints are ones the services accept, in the
// Secret layout the chart reads (a key per process, by its name, and SERVICE_PUBLIC_KEYS), and a rotation
// changes exactly one process's pair.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import { Secret } from 'kubernetes-models/v1/Secret';
import { createServiceIdentity, IDENTITIES } from '@qa/platform/service-identity';
import { dropOldKeys, envLines, generateKeySet, kubectlCommand, mergeEnvFile, rotate, rotateCommand, secretManifest } from '../../scripts/service-keys';

test('a fresh set: every process signs with its key, and every other process verifies it', () => {
  const set = generateKeySet();
  const identities = IDENTITIES.map((name) => createServiceIdentity(name, set.privateKeys[name], set.publicKeys));
  for (const caller of identities) {
    for (const callee of identities) assert.deepEqual(callee.verify(caller.tokenFor(callee.name)), { caller: caller.name });
  }
  assert.notEqual(generateKeySet().publicKeys, set.publicKeys, 'each run is a fresh set');
});

test('the Secret manifest and the kubectl command carry a key per process by its name and SERVICE_PUBLIC_KEYS', () => {
  const set = generateKeySet();
  const manifest = parse(secretManifest(set, 'qa-keys'));
  new Secret(manifest).validate();
  assert.equal(manifest.metadata.name, 'qa-keys');
  assert.deepEqual(Object.keys(manifest.stringData).sort(), [...IDENTITIES, 'SERVICE_PUBLIC_KEYS'].sort());
  for (const name of IDENTITIES) assert.equal(manifest.stringData[name], set.privateKeys[name]);
  assert.equal(manifest.stringData.SERVICE_PUBLIC_KEYS, set.publicKeys);

  const command = kubectlCommand(set);
  assert.match(command, /^kubectl create secret generic quote-analyzer-service-keys \\/);
  for (const name of IDENTITIES) assert.ok(command.includes(`--from-literal=${name}='${set.privateKeys[name]}'`), name);
  assert.ok(command.includes(`--from-literal=SERVICE_PUBLIC_KEYS='${set.publicKeys}'`));
});

test('a rotation adds one process\'s new key beside the old, so both are accepted during the roll; then the old is dropped', () => {
  const set = generateKeySet();
  const rotated = rotate('quote', set.publicKeys);
  assert.equal(rotated.publicKeys, `${set.publicKeys},quote=${rotated.publicKeys.split('quote=').at(-1)}`);
  const billing = createServiceIdentity('billing', set.privateKeys.billing, rotated.publicKeys);
  const oldQuote = createServiceIdentity('quote', set.privateKeys.quote, rotated.publicKeys);
  const newQuote = createServiceIdentity('quote', rotated.privateKey, rotated.publicKeys);
  assert.deepEqual(billing.verify(oldQuote.tokenFor('billing')), { caller: 'quote' });
  assert.deepEqual(billing.verify(newQuote.tokenFor('billing')), { caller: 'quote' });
  const patch = /-p '(.*)'$/.exec(rotateCommand('quote', rotated).trim())?.[1];
  assert.deepEqual(JSON.parse(patch!), { stringData: { quote: rotated.privateKey, SERVICE_PUBLIC_KEYS: rotated.publicKeys } });

  const settled = dropOldKeys('quote', rotated.publicKeys);
  assert.equal(settled.split(',').filter((e) => e.startsWith('quote=')).length, 1);
  const after = createServiceIdentity('billing', set.privateKeys.billing, settled);
  assert.deepEqual(after.verify(newQuote.tokenFor('billing')), { caller: 'quote' });
  assert.deepEqual(after.verify(oldQuote.tokenFor('billing')), { refused: 'bad signature' });
  assert.throws(() => rotate('quote', 'gateway=abc'), /has no key for auth, quote/);
});

test('--env-file replaces the keys in .env and keeps every other line', () => {
  const first = mergeEnvFile('LOG_LEVEL=debug\n# mine\nPAYMENT_PROVIDER=local-test\n', envLines(generateKeySet()));
  const lines = envLines(generateKeySet());
  const second = mergeEnvFile(first, lines);
  assert.equal(second, `LOG_LEVEL=debug\n# mine\nPAYMENT_PROVIDER=local-test\n# Service credentials for docker compose (npm run service-keys -- --env-file .env)\n${lines.join('\n')}\n`);
});
