// `npm start`: infrastructure, web build, every service and the gateway; prints the URL. Ctrl-C stops it all.
import path from 'node:path';
import { cacheRoot, ensureInfra, ensureSystemPackages } from '../infra/local';
import { startStack } from './stack';
import { onStopSignal } from '@qa/platform';
import { ensureWebBuild } from './web-build';

const say = (msg: string) => process.stdout.write(`${msg}\n`);

ensureSystemPackages();
const infra = await ensureInfra({ dataDir: path.join(cacheRoot, 'data') });
infra.report.forEach((line) => say(`  ${line}`));
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
const shutdown = async (code: number) => {
  say('\nstopping…');
  await stack?.stop();
  await infra.stop();
  process.exit(code);
};
onStopSignal(() => shutdown(0));

try {
  ensureWebBuild();
  stack = await startStack({
    infra: infra.env,
    namespace: process.env.QA_NAMESPACE ?? 'qa',
    portOffset: 0,
    logDir: path.join(cacheRoot, 'data', 'logs', 'app'),
    appEnv: 'development',
    supervise: true,
    env: {
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'local-test',
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'admin@example.com',
    },
  });
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  await shutdown(1);
}

say(`
Quote Analyzer is running: ${stack!.baseUrl}
  health:        ${stack!.baseUrl}/healthz
  captured mail: ${infra.env.MAIL_API_URL}/messages   (password-reset e-mails land here)
  logs:          ${path.join(cacheRoot, 'data', 'logs', 'app')}
  a process that dies is restarted with back-off (a log line says so; /healthz names it while it restarts)
  admin:         sign up as ${process.env.ADMIN_EMAILS ?? 'admin@example.com'} to see /admin
Press Ctrl-C to stop.`);
