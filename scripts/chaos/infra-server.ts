// Runs servers of infra/local.ts on the ports and in the data folder its parent gives, until SIGTERM: a chaos run's
// own database, broker or object store, which it can stop and start again without touching the ones `npm start` and
// `npm test` share. The parent names the servers by leaving their URLs out of the environment (ensureInfra starts
// what is not given) and sets QA_*_PORT; this prints READY and the environment that reaches them once they answer.
import { ensureInfra } from '../../infra/local';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: infra-server.ts <data folder>');
const infra = await ensureInfra({ dataDir });
process.stdout.write(`READY ${JSON.stringify(infra.env)}\n`);
const stop = () => void infra.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
setInterval(() => undefined, 1 << 30);
