// Configuration is a schema parsed once at start-up. A bad value stops the process with one line naming it.
import { z } from 'zod';

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
  S3_ACCESS_KEY: z.string().min(1).default('quoteanalyzer'),
  S3_SECRET_KEY: z.string().min(8).default('quoteanalyzer-secret'),
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

/** Where gRPC and the health/metrics port listen: loopback by default, all interfaces in a pod (Helm sets it). */
export const bindHostShape = {
  BIND_HOST: z.string().default('127.0.0.1'),
};

export class ConfigError extends Error {}

/**
 * Parses the environment against a schema. `secret()` fields may have a development default but must be set
 * explicitly in production.
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
    for (const [name, field] of Object.entries(shape)) {
      if (secretFields.has(field as z.ZodTypeAny) && !env[name]) {
        throw new ConfigError(`invalid configuration: ${name}: must be set in production`);
      }
    }
  }
  return config;
}

const secretFields = new WeakSet<z.ZodTypeAny>();

/** A secret with a default that only development and tests may use. */
export function secret(devDefault: string) {
  const field = z.string().min(16, 'at least 16 characters').default(devDefault);
  secretFields.add(field);
  return field;
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
