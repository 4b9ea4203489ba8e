import type { Db } from '../client.ts';
import { seedDemoAccess, seedSystem as seedAccessSystem } from './access.ts';
import { seedCommunication } from './communication.ts';
import { seedGeographyIfEmpty } from './geo.ts';
import { seedReference } from './reference.ts';
import { seedSamples } from './samples.ts';

/**
 * What every database needs, demo or not, applied at each start and idempotent: the system and
 * its features, and the Brazilian states, municipalities and postal-code ranges (seeded once).
 */
export async function seedSystem(db: Db) {
  await seedAccessSystem(db);
  await seedGeographyIfEmpty(db);
}

/**
 * Seeds the demo data set (users, companies, reference and sample data) when there are no
 * users yet. One transaction: a failed seed
 * leaves nothing behind and is retried on the next start.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('access.usuario').select('idUsuario').limit(1).executeTakeFirst();
  if (any) return false;
  await db.transaction().execute(async (tx) => {
    const access = await seedDemoAccess(tx);
    await seedReference(tx, access);
    await seedSamples(tx, access);
    await seedCommunication(tx, access);
  });
  return true;
}
