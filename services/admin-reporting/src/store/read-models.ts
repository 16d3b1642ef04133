// The read models of the admin dashboard, all in this service's own database and all rebuilt from the topics.
import type { Connection } from 'mongoose';
import { usersStore } from './users';
import { loginsStore } from './logins';
import { uploadsStore } from './uploads';
import { quotesStore } from './quotes';
import { paymentsStore } from './payments';
import { comparisonsStore } from './comparisons';

export function readModels(db: Connection) {
  const stores = {
    users: usersStore(db),
    logins: loginsStore(db),
    uploads: uploadsStore(db),
    quotes: quotesStore(db),
    payments: paymentsStore(db),
    comparisons: comparisonsStore(db),
  };
  return {
    ...stores,
    /** Empties every read model (before a replay); indexes stay. */
    async wipe() {
      for (const store of Object.values(stores)) await store.model.collection.deleteMany({});
    },
  };
}
export type ReadModels = ReturnType<typeof readModels>;
