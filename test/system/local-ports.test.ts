// The local stack's servers listen below the kernel's ephemeral range, so an outgoing connection (to Kafka,
// MongoDB or another service) can never have taken a server's port before the server binds it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ephemeralPortRange, stackPorts } from '../../scripts/stack';

test('npm start and npm test ports lie below the ephemeral range and do not overlap', () => {
  const [low] = ephemeralPortRange();
  const start = stackPorts(0);
  const tests = stackPorts(Number(process.env.QA_TEST_PORT_OFFSET ?? 1000));
  for (const port of [...start, ...tests]) assert.ok(port < low, `port ${port} is inside the ephemeral range starting at ${low}`);
  assert.equal(new Set([...start, ...tests]).size, start.length + tests.length, 'a port is shared by npm start and npm test');
});
