// Event consumers: each event becomes one idempotent write to one read model (upserts keyed by the entity or the
// event id, with $setOnInsert/$min), so a duplicate or a replayed event changes nothing. Each document is written
// only by events of one entity key, which one consumer applies in order (FerretDB v1 may lose concurrent updates
// of one document).
import type { EventBus } from '@qa/platform';
import type { ReadModels } from '../store/read-models';

export function subscribeProjections(bus: EventBus, store: ReadModels): void {
  bus.on('user.registered', async (d, event) => {
    const created = new Date(d.createdAt);
    const createdAt = Number.isNaN(created.getTime()) ? new Date(event.occurredAt) : created;
    await store.users.register({ userId: d.userId, email: d.email, firstName: d.firstName, lastName: d.lastName, createdAt, visitorId: d.visitorId });
  });

  bus.on('user.role_changed', async (d) => {
    await store.users.setRole(d.userId, d.role);
  });

  bus.on('user.logged_in', async (d, event) => {
    await store.logins.record({ _id: event.id, userId: d.userId, visitorId: d.visitorId, at: new Date(event.occurredAt) });
  });

  bus.on('quote.submitted', async (d, event) => {
    await store.quotes.record({ quoteId: d.quoteId, userId: d.userId, projectType: d.projectType, at: new Date(event.occurredAt) });
  });

  bus.on('quote.upload_recorded', async (d, event) => {
    await store.uploads.record({
      _id: d.uploadId,
      userId: d.userId,
      userEmail: d.userEmail,
      uploadType: d.uploadType,
      projectType: d.projectType,
      fileCount: d.fileCount,
      totalSize: d.totalSize,
      success: d.success,
      reason: d.reason,
      ip: d.ip,
      visitorId: d.visitorId,
      at: new Date(event.occurredAt),
    });
  });

  bus.on('comparison.created', async (d, event) => {
    await store.comparisons.record({ comparisonId: d.comparisonId, userId: d.userId, quoteCount: d.quoteIds.length, at: new Date(event.occurredAt) });
  });

  bus.on('payment.succeeded', async (d, event) => {
    const payment = { paymentId: d.paymentId, userId: d.userId, amount: d.amountCents, environment: d.environment, provider: d.provider, at: new Date(event.occurredAt) };
    await store.payments.succeeded({ ...payment, credits: d.credits });
  });

  bus.on('payment.failed', async (d, event) => {
    const payment = { paymentId: d.paymentId, userId: d.userId, amount: d.amountCents, environment: d.environment, provider: d.provider, at: new Date(event.occurredAt) };
    await store.payments.failed(payment, d.status);
  });
}
