// Service tokens: who signed, for whom, until when; and a key rotation during which both keys are accepted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { createServiceIdentity, generateServiceKeyPair, IDENTITIES, type Identity } from '@qa/platform';

const pairs = Object.fromEntries(IDENTITIES.map((name) => [name, generateServiceKeyPair()])) as Record<Identity, { privateKey: string; publicKey: string }>;
const list = (extra: string[] = [], keys = pairs) => [...IDENTITIES.map((n) => `${n}=${keys[n].publicKey}`), ...extra].join(',');
const as = (name: Identity, privateKey = pairs[name].privateKey, publicKeys = list()) => createServiceIdentity(name, privateKey, publicKeys);

test('a token names its caller to the service it was minted for, and to no other', () => {
  const token = as('gateway').tokenFor('auth');
  assert.deepEqual(as('auth').verify(token), { caller: 'gateway' });
  assert.deepEqual(as('billing').verify(token), { refused: 'token meant for another service' });
  assert.deepEqual(as('auth').verify(undefined), { refused: 'no service credentials' });
  assert.deepEqual(as('auth').verify('not.a-token'), { refused: 'malformed service token' });
});

test('a token signed with a key that is not the caller\'s is refused', () => {
  const impostor = generateServiceKeyPair();
  const forged = as('gateway', impostor.privateKey, list([`gateway=${impostor.publicKey}`])).tokenFor('auth');
  assert.deepEqual(as('auth').verify(forged), { refused: 'bad signature' });
});

test('an expired token is refused', (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() - 10 * 60_000 });
  const old = as('gateway').tokenFor('auth');
  t.mock.timers.reset();
  assert.deepEqual(as('auth').verify(old), { refused: 'expired service token' });
});

test('during a rotation both keys of a caller are accepted; after it, only the new one', () => {
  const next = generateServiceKeyPair();
  const both = list([`quote=${next.publicKey}`]);
  const oldToken = as('quote', pairs.quote.privateKey, both).tokenFor('billing');
  const newToken = as('quote', next.privateKey, both).tokenFor('billing');
  assert.deepEqual(as('billing', pairs.billing.privateKey, both).verify(oldToken), { caller: 'quote' });
  assert.deepEqual(as('billing', pairs.billing.privateKey, both).verify(newToken), { caller: 'quote' });
  const after = list([], { ...pairs, quote: next });
  assert.deepEqual(as('billing', pairs.billing.privateKey, after).verify(oldToken), { refused: 'bad signature' });
  assert.deepEqual(as('billing', pairs.billing.privateKey, after).verify(newToken), { caller: 'quote' });
});

test('a private key that matches none of its name\'s public keys stops the process with the variable named', () => {
  assert.throws(() => as('auth', pairs.billing.privateKey), /^Error: SERVICE_PRIVATE_KEY: does not match the public key listed for auth/);
  assert.throws(() => as('auth', 'bm90IGEga2V5'), /^Error: SERVICE_PRIVATE_KEY: not a base64 PKCS#8 Ed25519 key/);
  assert.throws(() => as('auth', pairs.auth.privateKey, 'auth=AAAA'), /SERVICE_PUBLIC_KEYS: the key of auth is not a base64 SPKI Ed25519 key/);
});

test('a token is checked once: its signature is not verified again until it expires, and then it is refused', (t) => {
  const auth = as('auth');
  const token = as('gateway').tokenFor('auth');
  const signatureChecks = t.mock.method(crypto, 'verify');
  syncBuiltinESMExports(); // the module under test imports `verify` by name
  try {
    for (let i = 0; i < 20; i++) assert.deepEqual(auth.verify(token), { caller: 'gateway' });
    assert.equal(signatureChecks.mock.callCount(), 1);
  } finally {
    signatureChecks.mock.restore();
    syncBuiltinESMExports();
  }
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() + 3 * 60_000 });
  assert.deepEqual(auth.verify(token), { refused: 'expired service token' });
});

test('a token admitted once does not vouch for the same claims under another signature', () => {
  const auth = as('auth');
  const token = as('gateway').tokenFor('auth');
  assert.deepEqual(auth.verify(token), { caller: 'gateway' });
  const [payload, signature] = token.split('.');
  const flipped = Buffer.from(signature, 'base64url');
  flipped[0] ^= 1;
  assert.deepEqual(auth.verify(`${payload}.${flipped.toString('base64url')}`), { refused: 'bad signature' });
  const impostor = generateServiceKeyPair();
  const forged = as('gateway', impostor.privateKey, list([`gateway=${impostor.publicKey}`])).tokenFor('auth');
  assert.deepEqual(auth.verify(forged), { refused: 'bad signature' });
});
