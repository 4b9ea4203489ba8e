import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../../test/helper.ts';
import { purgeUnlinkedFiles } from './purge.ts';
import { deleteUnlinkedFiles, insertFile } from './repository.ts';

describe.each(BACKENDS)('unlinked files purge (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** A stored JPEG, uploaded `daysAgo` days ago, that nothing links to. */
  async function upload(daysAgo: number) {
    const bytes = crypto.randomBytes(32);
    const idArquivo = crypto.randomUUID();
    await insertFile(t.handle.db, {
      idArquivo,
      nome: `${idArquivo}.jpg`,
      idTipoArquivo: 2,
      contentType: 'image/jpeg',
      tamanho: bytes.length,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      conteudo: bytes,
      idUsuario: 1,
    });
    await sql`update sara.arquivo set "dataCriacao" = now() - make_interval(days => ${daysAgo})
      where "idArquivo" = ${idArquivo}`.execute(t.handle.db);
    return idArquivo;
  }
  const exists = async (idArquivo: string) =>
    (await t.handle.db.selectFrom('sara.arquivo').select('idArquivo').where('idArquivo', '=', idArquivo).execute())
      .length === 1;
  const linkedCount = async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from sara.arquivo f where exists
      (select 1 from sara."amostraArquivo" l where l."idArquivo" = f."idArquivo") or exists
      (select 1 from sara."revisaoLaudoArquivo" l where l."idArquivo" = f."idArquivo")`.execute(t.handle.db);
    return rows[0]!.n;
  };

  it('deletes the files nothing links to once they are older than the days given, and keeps the rest', async () => {
    // the demo's photos and report PDFs are linked: made old, they stay
    await sql`update sara.arquivo set "dataCriacao" = now() - interval '400 days'`.execute(t.handle.db);
    const linked = await linkedCount();
    expect(linked).toBeGreaterThan(0);
    const old = await upload(31);
    const recent = await upload(29);
    expect(await purgeUnlinkedFiles(t.handle.db, 30)).toBe(1);
    expect(await exists(old)).toBe(false);
    expect(await exists(recent)).toBe(true);
    expect(await linkedCount()).toBe(linked);
    // nothing more to do
    expect(await purgeUnlinkedFiles(t.handle.db, 30)).toBe(0);
  });

  it('deletes in batches of the size given, the next batch taking the rest', async () => {
    const ids = await Promise.all([upload(40), upload(40), upload(40)]);
    expect(await deleteUnlinkedFiles(t.handle.db, 30, 2)).toBe(2);
    expect(await deleteUnlinkedFiles(t.handle.db, 30, 2)).toBe(1);
    for (const id of ids) expect(await exists(id)).toBe(false);
  });

  // PGlite has one connection: a second transaction waits for the first instead of skipping its rows
  it.skipIf(backend !== 'postgres')(
    'keeps a file a transaction holds (a write linking it), for the next run',
    async () => {
      const held = await upload(40);
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = t.handle.db.transaction().execute(async (tx) => {
        await sql`select 1 from sara.arquivo where "idArquivo" = ${held} for update`.execute(tx);
        locked();
        await released;
      });
      await isLocked;
      try {
        expect(await purgeUnlinkedFiles(t.handle.db, 30)).toBe(0);
      } finally {
        release();
        await holder;
      }
      expect(await purgeUnlinkedFiles(t.handle.db, 30)).toBe(1);
    },
  );
});
