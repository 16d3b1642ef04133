// Prometheus metrics, one registry per process, served at /metrics.
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const grpcRequestDuration = new client.Histogram({
  name: 'qa_grpc_request_duration_seconds',
  help: 'gRPC handler duration by method and outcome',
  labelNames: ['method', 'code'],
  buckets: [0.005, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const httpRequestDuration = new client.Histogram({
  name: 'qa_http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const eventsConsumed = new client.Counter({
  name: 'qa_events_consumed_total',
  help: 'Events handled by this service, by type and outcome (applied, duplicate, dead_lettered)',
  labelNames: ['type', 'outcome'],
  registers: [registry],
});

export const outboxEvents = new client.Counter({
  name: 'qa_outbox_events_total',
  help: 'Outbox entries by outcome: published, refused (to be tried again) or dead (moved to outbox_dead)',
  labelNames: ['type', 'outcome'],
  registers: [registry],
});

export const consumerLag = new client.Gauge({
  name: 'qa_kafka_consumer_lag',
  help: 'Messages not yet consumed by this service, per topic and partition',
  labelNames: ['topic', 'partition'],
  registers: [registry],
});

export { client as promClient };
