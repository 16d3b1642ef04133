// Configuration is a schema parsed once at start-up. A bad value stops the process with one line naming it.
import { z } from 'zod';

/**
 * What production refuses of a setting. A secret must be given (its development default is public knowledge), and
 * values anyone knows (a development default, a server's factory default, a test-only provider) are refused even
 * when given. Development and tests use the defaults.
 */
interface ProductionRule {
  secret: boolean;
  refused: readonly string[];
}
const productionRules = new WeakMap<z.ZodType, ProductionRule>();

/** A secret with a default that only development and tests may use; `factoryDefaults` are refused in production too. */
export function secret(devDefault: string, { min = 16, factoryDefaults = [] }: { min?: number; factoryDefaults?: string[] } = {}) {
  const field = z.string().min(min, `at least ${min} character${min === 1 ? '' : 's'}`).default(devDefault);
  productionRules.set(field, { secret: true, refused: [devDefault, ...factoryDefaults] });
  return field;
}

/** A setting whose `value` is for development and tests only. */
function refusedInProduction<F extends z.ZodType>(field: F, value: string): F {
  productionRules.set(field, { secret: false, refused: [value] });
  return field;
}

export const appEnv = z.enum(['development', 'test', 'production']);

/** The settings every process shares: where the infrastructure is and how to name things in it. */
export const commonConfigShape = {
  APP_ENV: appEnv.default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Prefix for database names, topics, consumer groups and the bucket, so several stacks can share servers.
  QA_NAMESPACE: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes').default('qa'),
  MONGO_URL: z.string().url().default('mongodb://127.0.0.1:27017'),
  KAFKA_BROKERS: z.string().min(1).default('127.0.0.1:9092'),
  // Managed Kafka (Confluent Cloud, MSK, Aiven…) wants TLS and SASL; the local and bundled brokers speak neither.
  KAFKA_SSL: z.enum(['true', 'false']).default('false'),
  KAFKA_SASL_MECHANISM: z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
  KAFKA_SASL_USERNAME: z.string().optional(),
  KAFKA_SASL_PASSWORD: z.string().optional(),
  S3_ENDPOINT: z.string().url().default('http://127.0.0.1:9000'),
  // Production refuses the development keys and MinIO's factory ones (minioadmin): anyone can read them.
  S3_ACCESS_KEY: secret('quoteanalyzer', { min: 1, factoryDefaults: ['minioadmin'] }),
  S3_SECRET_KEY: secret('quoteanalyzer-secret', { min: 8, factoryDefaults: ['minioadmin'] }),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('quote-files'),
  AUTH_GRPC_URL: z.string().default('127.0.0.1:7051'),
  QUOTE_GRPC_URL: z.string().default('127.0.0.1:7052'),
  ANALYSIS_GRPC_URL: z.string().default('127.0.0.1:7053'),
  BILLING_GRPC_URL: z.string().default('127.0.0.1:7054'),
  ADMIN_REPORTING_GRPC_URL: z.string().default('127.0.0.1:7055'),
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(10_000),
};

/**
 * This process's service credentials (see service-identity.ts): its own Ed25519 key and everyone's public keys.
 * No defaults: `npm start` and `npm test` generate them once into the cache; in Kubernetes they come from Secrets.
 */
export const serviceIdentityShape = {
  SERVICE_PRIVATE_KEY: z.string({ error: 'required: this process\'s service signing key (see docs/ops.md)' }).min(1),
  SERVICE_PUBLIC_KEYS: z.string({ error: 'required: name=key list of the services\' public keys (see docs/ops.md)' }).min(1),
};

/**
 * How long billing holds a credit for an analysis that has not reported back before giving it back. The analysis
 * service starts a submission only within half of it, so a late analysis never outlives its credit; the quote
 * service fails a quote that has not heard back half a timeout after it.
 */
export const reservationTimeoutShape = {
  RESERVATION_TIMEOUT_MS: z.coerce.number().int().positive().default(15 * 60_000),
};

// Settings read by more than one process: each is declared here once and spread into the shapes of its readers.

/** Signs the session tokens: auth signs them, the gateway verifies them, so both must read the same value. */
export const sessionSecretShape = {
  JWT_SECRET: secret('dev-only-jwt-secret-change-me'),
};

/** Billing takes payments through it; the gateway tells the web app which card form to show. */
export const paymentProviderShape = {
  PAYMENT_PROVIDER: refusedInProduction(z.enum(['stripe', 'local-test']).default('local-test'), 'local-test'),
};

/** The weekly top-up level: billing applies it (domain/credit-rules.ts), the gateway shows it to the web app. */
export const weeklyFreeCreditsShape = {
  WEEKLY_FREE_CREDITS: z.coerce.number().int().min(0).default(3),
};

/** The home-services marketplace the results link to: the quote service adds utm parameters per quote. */
export const affiliateUrlShape = {
  AFFILIATE_URL: z.string().url().default('https://www.angi.com/'),
};

/**
 * What one upload may hold: the gateway cuts a stream past it, the quote service gives the verdict, and the web app
 * checks a file before sending it (through GET /api/config).
 */
export const uploadLimitsShape = {
  MAX_FILE_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  MAX_FILES: z.coerce.number().int().positive().default(10),
};

/** Where gRPC and the health/metrics port listen: loopback by default, all interfaces in a pod (Helm sets it). */
export const bindHostShape = {
  BIND_HOST: z.string().default('127.0.0.1'),
};

export class ConfigError extends Error {}

/**
 * Parses the environment against a schema. In production, `secret()` fields must be set and no field may hold a
 * value refused there (see ProductionRule).
 */
export function loadConfig<S extends z.ZodRawShape>(
  shape: S,
  env: NodeJS.ProcessEnv = process.env,
): CommonConfig & z.infer<z.ZodObject<S>> {
  const schema = z.object({ ...commonConfigShape, ...shape });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'config');
    throw new ConfigError(`invalid configuration: ${name}: ${issue?.message ?? 'invalid'}`);
  }
  const config = parsed.data as CommonConfig & z.infer<z.ZodObject<S>>;
  if (config.KAFKA_SASL_MECHANISM) {
    for (const name of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const) {
      if (!config[name]) throw new ConfigError(`invalid configuration: ${name}: must be set when KAFKA_SASL_MECHANISM is`);
    }
  }
  if (config.APP_ENV === 'production') {
    // The service's own settings first, so a missing secret of its own is the one named.
    const fields: z.ZodRawShape = { ...commonConfigShape, ...shape };
    for (const name of new Set([...Object.keys(shape), ...Object.keys(commonConfigShape)])) {
      const rule = productionRules.get(fields[name] as z.ZodType);
      if (!rule) continue;
      if (rule.secret && !env[name]) throw new ConfigError(`invalid configuration: ${name}: must be set in production`);
      const value = String(config[name as keyof typeof config]);
      if (rule.refused.includes(value)) {
        throw new ConfigError(`invalid configuration: ${name}: ${rule.secret ? 'a publicly known default' : value} is not allowed in production`);
      }
    }
  }
  return config;
}

/** Namespaced names for shared servers: `qa_auth` database, `qa.user-events` topic, … */
export function namespaced(namespace: string) {
  return {
    database: (service: string) => `${namespace}_${service.replace(/-/g, '_')}`,
    topic: (topic: string) => `${namespace}.${topic}`,
    group: (service: string) => `${namespace}.${service}`,
    bucket: (bucket: string) => `${namespace}-${bucket}`,
  };
}

export type CommonConfig = z.infer<z.ZodObject<typeof commonConfigShape>>;
