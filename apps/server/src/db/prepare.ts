import type { Db } from './client.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty, seedSystem } from './seed/index.ts';
import { syncCatalogue } from '../modules/i18n/service.ts';

/**
 * Brings a database to the shape this code expects: migrations, the system's features and the
 * translation catalogue, then the demo data set on an empty database when asked.
 */
export async function prepareDatabase(db: Db, options: { seedDemo: boolean }) {
  const applied = await migrate(db);
  await seedSystem(db);
  await syncCatalogue(db);
  const seeded = options.seedDemo ? await seedIfEmpty(db) : false;
  return { applied, seeded };
}
