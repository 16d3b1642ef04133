// Operator commands for the running admin-reporting service.
//   tsx services/admin-reporting/src/cli.ts rebuild   wipe the read models and replay every topic from the start
// Reaches the service at ADMIN_REPORTING_GRPC_URL (the replay runs inside the service, which owns the consumer),
// with the service's own credentials: run it where the service runs (kubectl exec), with its environment.
import { createClient, createServiceIdentity, loadConfig, serviceIdentityShape } from '@qa/platform';

const [command] = process.argv.slice(2);
if (command !== 'rebuild') {
  console.error('usage: cli.ts rebuild');
  process.exit(2);
}

const config = loadConfig(serviceIdentityShape);
const client = createClient('adminReporting', config.ADMIN_REPORTING_GRPC_URL, {
  identity: createServiceIdentity('admin-reporting', config.SERVICE_PRIVATE_KEY, config.SERVICE_PUBLIC_KEYS),
  deadlineMs: config.GRPC_DEADLINE_MS,
});
try {
  const { startedAt } = await client.call.Rebuild({});
  console.log(`rebuild started at ${startedAt}: the read models fill up again as the topics are replayed`);
} catch (err) {
  console.error(`rebuild failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  client.close();
}
