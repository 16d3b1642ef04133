// Runs one server of infra/local.ts (FerretDB or Kafka) on the ports and in the data folder its parent gives, until
// SIGTERM: a chaos scenario's own database or broker, which it can stop and start again without touching the
// shared ones. The parent names the server by leaving its URL out of the environment (ensureInfra starts what is
// not given) and sets QA_*_PORT; this prints READY once the server answers.
import { ensureInfra } from '../../infra/local';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: infra-server.ts <data folder>');
const infra = await ensureInfra({ dataDir });
process.stdout.write('READY\n');
const stop = () => void infra.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
setInterval(() => undefined, 1 << 30);
