// bcrypt off the event loop. bcryptjs is JavaScript: a hash costs ~80 ms of CPU, and its async form runs in slices of
// up to 100 ms on the calling thread. Every signed-in request's session check goes through this service, so a burst of
// sign-ups hashed here held them all up: `npm run load`, 200 homeowners arriving within a minute, saw 335 session
// checks and sign-ups exceed their gRPC deadlines (504) in that minute and none after it. Here the hashing runs on a
// small pool of worker threads and the service's own thread only waits for the answers.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

type Task = { op: 'hash'; password: string; rounds: number } | { op: 'compare'; password: string; hash: string };
interface Reply {
  id: number;
  result?: string | boolean;
  error?: string;
}
interface Hasher {
  worker: Worker;
  pending: Map<number, { resolve: (value: string | boolean) => void; reject: (err: Error) => void }>;
}

const POOL_SIZE = Math.max(1, Math.min(2, os.availableParallelism()));
const pool: (Hasher | undefined)[] = Array.from({ length: POOL_SIZE }, () => undefined);
let nextId = 0;

function startHasher(slot: number): Hasher {
  // An empty execArgv starts the worker without the TypeScript loader the service runs under.
  const worker = new Worker(new URL('./password-worker.mjs', import.meta.url), { execArgv: [] });
  const hasher: Hasher = { worker, pending: new Map() };
  worker.on('message', (reply: Reply) => {
    const task = hasher.pending.get(reply.id);
    hasher.pending.delete(reply.id);
    if (reply.error !== undefined) task?.reject(new Error(reply.error));
    else task?.resolve(reply.result!);
    // Idle, the worker must not keep the process alive.
    if (!hasher.pending.size) worker.unref();
  });
  const fail = (err: Error) => {
    if (pool[slot] === hasher) pool[slot] = undefined;
    for (const task of hasher.pending.values()) task.reject(err);
    hasher.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the password hasher stopped (exit code ${code})`)));
  pool[slot] = hasher;
  return hasher;
}

function run(task: Task): Promise<string | boolean> {
  let slot = 0;
  for (let i = 1; i < pool.length; i++) if ((pool[i]?.pending.size ?? 0) < (pool[slot]?.pending.size ?? 0)) slot = i;
  const hasher = pool[slot] ?? startHasher(slot);
  const id = nextId++;
  hasher.worker.ref();
  return new Promise((resolve, reject) => {
    hasher.pending.set(id, { resolve, reject });
    hasher.worker.postMessage({ id, ...task });
  });
}

export async function bcryptHash(password: string, rounds: number): Promise<string> {
  return (await run({ op: 'hash', password, rounds })) as string;
}

export async function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', password, hash })) as boolean;
}
