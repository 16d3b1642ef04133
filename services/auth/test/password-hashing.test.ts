// Passwords are hashed and compared off the service's event loop, so session checks are answered during a burst of
// sign-ups. Found by `npm run load`: 200 homeowners arriving within a minute made 335 session checks and sign-ups
// miss their deadlines while bcrypt ran on the auth service's own thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { hashPassword, passwordMatches } from '../src/domain/credentials';

test('hashing ten passwords at once leaves the event loop mostly idle, and the hashes verify', async () => {
  await hashPassword('warm-up-the-workers');
  const before = performance.eventLoopUtilization();
  const hashes = await Promise.all(Array.from({ length: 10 }, (_, i) => hashPassword(`correct-horse-${i}`)));
  // The share of the time this thread was busy (not the wall clock, so a loaded machine does not change it): bcrypt
  // on this thread keeps it near 1.
  const utilisation = performance.eventLoopUtilization(before).utilization;
  assert.ok(utilisation < 0.3, `event loop busy ${(utilisation * 100).toFixed(0)}% of the time while hashing`);
  for (const [i, hash] of hashes.entries()) {
    assert.match(hash, /^\$2[aby]\$10\$/);
    assert.equal(await passwordMatches(`correct-horse-${i}`, hash), true);
    assert.equal(await passwordMatches(`wrong-horse-${i}`, hash), false);
  }
  assert.equal(await passwordMatches('anything', undefined), false);
});
