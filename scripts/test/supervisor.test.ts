// The local supervisor (scripts/supervisor.ts) with real child processes: a process killed with SIGKILL comes
// back after a back-off that doubles with each crash in a row, with a log line; its state file says `restarting`
// until it is ready again. Without restarts (npm test) an exit is kept for the run to report, and nothing comes back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { Supervisor, type ProcessSpec, type SupervisorState } from '../supervisor';
import { eventually } from '../../test/support/env';

const backoff = { initialMs: 300, maxMs: 1200, resetAfterMs: 3000 };

/**
 * A process that says it is ready by writing its pid to a file, then idles; or exits at once with exitCode (on its
 * runs listed in failingRuns, or on every run when there is no list).
 */
function idler(dir: string, name: string, exitCode?: number, failingRuns?: number[]): ProcessSpec {
  const readyFile = path.join(dir, `${name}.ready`);
  const idle = `require('fs').writeFileSync(process.env.READY_FILE, String(process.pid)); setInterval(() => {}, 1e9)`;
  let pid: number | undefined;
  return {
    name,
    spawn: (run) => {
      const fails = exitCode !== undefined && (!failingRuns || failingRuns.includes(run));
      const child = spawn(process.execPath, ['-e', fails ? `process.exit(${exitCode})` : idle], { env: { ...process.env, READY_FILE: readyFile }, stdio: 'ignore' });
      pid = child.pid;
      return child;
    },
    ready: async () => fs.existsSync(readyFile) && fs.readFileSync(readyFile, 'utf8') === String(pid),
  };
}

function setUp(restart: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-test-'));
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const stateFile = path.join(dir, 'supervisor.json');
  const supervisor = new Supervisor({ stateFile, restart, backoff, log: pino({ base: { service: 'supervisor' } }, sink) });
  const state = () => JSON.parse(fs.readFileSync(stateFile, 'utf8')) as SupervisorState;
  return { dir, lines, supervisor, state };
}

test('a process killed with SIGKILL is restarted after a doubling back-off, logged, and shown as restarting until ready', async (t) => {
  const { dir, lines, supervisor, state } = setUp(true);
  t.after(() => supervisor.stop());
  await supervisor.start(idler(dir, 'analysis'));
  const firstPid = supervisor.pid('analysis')!;
  assert.equal(state().analysis.state, 'running');

  process.kill(firstPid, 'SIGKILL');
  await eventually(async () => (state().analysis.state === 'restarting' ? true : undefined), 5000, 'the restarting state');
  assert.equal(state().analysis.lastExit, 'signal SIGKILL');
  await supervisor.whenRunning('analysis', 10_000);
  const secondPid = supervisor.pid('analysis')!;
  assert.notEqual(secondPid, firstPid);
  assert.equal(state().analysis.restarts, 1);

  process.kill(secondPid, 'SIGKILL');
  await eventually(async () => (state().analysis.restarts === 2 && state().analysis.state === 'running' ? true : undefined), 10_000, 'the second restart');

  const exits = lines.filter((l) => l.msg === 'process exited; restarting after back-off');
  assert.deepEqual(
    exits.map((l) => [l.process, l.exit, l.restartInMs]),
    [
      ['analysis', 'signal SIGKILL', 300],
      ['analysis', 'signal SIGKILL', 600],
    ],
  );
  assert.equal(lines.filter((l) => l.msg === 'process ready again').length, 2);
  assert.deepEqual(supervisor.exits.map((e) => e.how), ['signal SIGKILL', 'signal SIGKILL']);
});

test('the back-off starts again from its first step after a run longer than resetAfterMs', async (t) => {
  const { dir, lines, supervisor, state } = setUp(true);
  t.after(() => supervisor.stop());
  await supervisor.start(idler(dir, 'quote'));
  process.kill(supervisor.pid('quote')!, 'SIGKILL');
  await eventually(async () => (state().quote.restarts === 1 && state().quote.state === 'running' ? true : undefined), 10_000, 'the restart');
  await new Promise((r) => setTimeout(r, backoff.resetAfterMs + 200));
  process.kill(supervisor.pid('quote')!, 'SIGKILL');
  await eventually(async () => (lines.filter((l) => l.msg === 'process exited; restarting after back-off').length === 2 ? true : undefined), 5000, 'the second exit');
  assert.deepEqual(lines.filter((l) => l.restartInMs !== undefined).map((l) => l.restartInMs), [300, 300]);
});

test('a restarted process that dies while starting is restarted again, further apart each time', async (t) => {
  const { dir, lines, supervisor, state } = setUp(true);
  t.after(() => supervisor.stop());
  // Runs 1 and 2 (the first two restarts) fail at once, as a service does whose database is still down.
  await supervisor.start(idler(dir, 'billing', 1, [1, 2]));
  process.kill(supervisor.pid('billing')!, 'SIGKILL');
  await eventually(async () => (state().billing.restarts === 3 && state().billing.state === 'running' ? true : undefined), 15_000, 'the third restart to come up');
  assert.deepEqual(
    lines.filter((l) => l.restartInMs !== undefined).map((l) => [l.exit, l.restartInMs]),
    [
      ['signal SIGKILL', 300],
      ['code 1', 600],
      ['code 1', 1200],
    ],
  );
});

test('without restarts an exit is recorded, logged as an error, and the process stays down', async (t) => {
  const { dir, lines, supervisor, state } = setUp(false);
  t.after(() => supervisor.stop());
  await supervisor.start(idler(dir, 'billing'));
  process.kill(supervisor.pid('billing')!, 'SIGKILL');
  await eventually(async () => (state().billing.state === 'exited' ? true : undefined), 5000, 'the exited state');
  await new Promise((r) => setTimeout(r, backoff.initialMs * 3));
  assert.equal(state().billing.state, 'exited');
  assert.equal(state().billing.restarts, 0);
  assert.deepEqual(supervisor.exits.map((e) => [e.name, e.how]), [['billing', 'signal SIGKILL']]);
  assert.ok(lines.some((l) => l.msg === 'process exited; not restarted' && l.level === 50));
});

test('a process that exits during start-up fails the start and is not restarted; stop() restarts nothing', async (t) => {
  const { dir, supervisor, state } = setUp(true);
  t.after(() => supervisor.stop());
  await assert.rejects(supervisor.start(idler(dir, 'auth', 3)), /auth exited with code 3 during start-up/);
  await supervisor.start(idler(dir, 'gateway'));
  await supervisor.stop();
  assert.equal(state().gateway.state, 'stopped');
  assert.equal(state().auth.state, 'stopped');
  assert.deepEqual(supervisor.exits.map((e) => e.name), ['auth']);
});
