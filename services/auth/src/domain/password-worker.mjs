// Hashes and compares passwords (bcrypt) on a worker thread, so that the auth service's event loop keeps answering
// session checks while it does. Plain JavaScript, so the worker starts without the TypeScript loader.
// Request: { id, op: 'hash', password, rounds } or { id, op: 'compare', password, hash }. Reply: { id, result } or
// { id, error }.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, password, rounds, hash }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, rounds) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err?.message ?? err) });
  }
});
