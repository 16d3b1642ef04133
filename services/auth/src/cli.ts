// Operator commands for accounts.
//   node --import tsx services/auth/src/cli.ts grant-admin <email>   give an existing account the admin role
// Connects to the auth database with the service's own configuration (the same environment) and records the
// change with its user.role_changed event; the running service's outbox relay publishes the event.
import { ConfigError, EventBus, Outbox, connectMongo, createLogger, kafkaConnection, loadConfig, namespaced } from '@qa/platform';
import { authConfig, authParts } from './service';

const [command, email] = process.argv.slice(2);
if (command !== 'grant-admin' || !email) {
  console.error('usage: cli.ts grant-admin <email>');
  process.exit(2);
}

try {
  const config = loadConfig(authConfig);
  const log = createLogger('auth-cli', 'warn');
  const db = await connectMongo(config.MONGO_URL, namespaced(config.QA_NAMESPACE).database('auth'), log);
  try {
    // The bus only builds the event envelopes here; it never connects to Kafka. The outbox is not started: it stages
    // the event into the pending events, and the running service's relay publishes it.
    const bus = new EventBus({
      ...kafkaConnection(config),
      namespace: config.QA_NAMESPACE,
      service: 'auth',
      log,
      db,
    });
    const { accounts } = authParts({ config, db, bus, log, outbox: new Outbox(bus, db, log) });
    const user = await accounts.grantAdmin(email);
    console.log(`${user.email} is an admin`);
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(`grant-admin failed: ${err instanceof ConfigError ? err.message : (err as Error).message}`);
  process.exitCode = 1;
}
