// The admin-reporting service: read models of users, sign-ins, upload attempts, quotes and payments, fed by the
// events of every service and rebuilt by replaying the topics; the figures of the operator dashboard come from here.
// Run one replica: a rebuild resets the consumer group's offsets, which Kafka allows only while the group is empty.
import type { ServiceDefinition } from '@qa/platform';
import { readModels } from './store/read-models';
import { reports } from './domain/reports';
import { rebuilder } from './domain/rebuild';
import { subscribeProjections } from './api/projections';
import { grpcHandlers } from './api/grpc-handlers';

const config = {};

export const adminReportingService: ServiceDefinition<'adminReporting', typeof config> = {
  name: 'admin-reporting',
  grpc: 'adminReporting',
  defaultGrpcPort: 7055,
  defaultHealthPort: 9105,
  config,
  async setup({ db, bus, log }) {
    const store = readModels(db);
    const rebuild = rebuilder({ store, bus, log });
    subscribeProjections(bus, store);
    return {
      handlers: grpcHandlers({ reports: reports(store), rebuild, log }),
      stop: () => rebuild.settled(),
    };
  },
};
