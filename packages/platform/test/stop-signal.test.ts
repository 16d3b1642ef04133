// One Ctrl-C reaches a process several times (the terminal's copy and each wrapper's): the second copy must not
// cut the shutdown short. A real child process is signalled twice while it is stopping.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const stopSignal = fileURLToPath(new URL('../src/stop-signal.ts', import.meta.url));

test('a second SIGINT during a slow shutdown is ignored: the process finishes stopping and exits 0', async () => {
  const script = `
    import { onStopSignal } from ${JSON.stringify(stopSignal)};
    let stops = 0;
    onStopSignal(async () => {
      stops++;
      await new Promise((r) => setTimeout(r, 700));
      process.stdout.write('stopped after ' + stops + ' stop\\n');
      process.exit(0);
    });
    process.stdout.write('ready\\n');
    setInterval(() => undefined, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise<void>((resolve) => child.stdout.on('data', () => out.includes('ready') && resolve()));
  child.kill('SIGINT');
  await new Promise((r) => setTimeout(r, 100));
  child.kill('SIGINT');
  child.kill('SIGTERM');
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])));
  assert.equal(signal, null, 'not killed by the second signal');
  assert.equal(code, 0);
  assert.match(out, /stopped after 1 stop/);
});
