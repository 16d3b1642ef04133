// The load run's memory figures (scripts/load/memory.ts) on real processes: a parent and children that share the same
// pages (as PostgreSQL's connection processes share its buffers) count those pages once, not once per process; a Node
// process's heap and external memory come from its metrics.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeMemoryMb, residentMb } from '../load/memory';
import { eventually } from '../../test/support/env';

const SHARED_MB = 200;
const CHILDREN = 3;

// Python touches SHARED_MB of memory, then forks: the children share those pages copy-on-write and never write them.
const program = `
import os, sys, time
block = bytearray(os.urandom(${SHARED_MB} * 1024 * 1024))
for _ in range(${CHILDREN}):
    if os.fork() == 0:
        time.sleep(60)
        os._exit(0)
print("ready", flush=True)
time.sleep(60)
`;

test('a parent and its children sharing pages count them once', async (t) => {
  // Its own process group, so the children go with it.
  const parent = spawn('python3', ['-c', program], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  t.after(() => process.kill(-parent.pid!, 'SIGKILL'));
  await new Promise<void>((resolve) => parent.stdout.once('data', () => resolve()));
  const parentPid = parent.pid!;
  // Each child's pages are all shared with the parent: four processes of ~200 MB resident each.
  const total = await eventually(async () => {
    const total = residentMb(parentPid, true) ?? 0;
    assert.ok(total > SHARED_MB * 0.9, `the shared block counts once at least: ${total} MB`);
    return total;
  }, 10_000);
  assert.ok(total < SHARED_MB * 1.5, `the shared block counts once, not once per process: ${total} MB for ${SHARED_MB} MB shared by ${CHILDREN + 1} processes`);
  const alone = residentMb(parentPid) ?? 0;
  assert.ok(alone < total, `the parent alone (${alone} MB) holds a share of the block, its children the rest`);
});

test('a process that is gone has no figure', () => {
  assert.equal(residentMb(2 ** 22 + 12345), undefined);
});

test("a process's heap and external memory are read from its own metrics", async (t) => {
  // A real prom-client registry serving its default metrics, as every service's health port does.
  const { collectDefaultMetrics, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const held = Buffer.alloc(64 * 1024 * 1024, 1);
  const server = http.createServer(async (_req, res) => res.end(await registry.metrics()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const { port } = server.address() as AddressInfo;
  const memory = await nodeMemoryMb(`http://127.0.0.1:${port}/metrics`);
  assert.ok(memory.heapUsed! > 1 && memory.heapTotal! >= memory.heapUsed!, JSON.stringify(memory));
  // The 64 MB Buffer lives outside the V8 heap.
  assert.ok(memory.external! >= 64, JSON.stringify(memory));
  assert.ok(held.length);
  assert.deepEqual(await nodeMemoryMb('http://127.0.0.1:1/metrics'), {});
});
