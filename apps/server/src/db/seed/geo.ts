import fs from 'node:fs';
import path from 'node:path';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { FaixaCep, Municipio, Uf } from '../sara-schema.ts';
import { parseCsv } from './csv.ts';
import { insertBatches } from './util.ts';

const DATA_DIR = path.join(import.meta.dirname, 'data');
const read = (file: string) => parseCsv(fs.readFileSync(path.join(DATA_DIR, file), 'utf8'));

/** '75345-000' -> 75345000. */
const cepNumber = (cep: string) => Number(cep.replace(/\D/g, ''));

/** Postal-code ranges of br-city-codes.csv: '[75345-000 75349-999] [75350-000 75359-999]'. */
export function parseCepRanges(text: string): { inicio: number; fim: number }[] {
  return [...text.matchAll(/(\d{5}-?\d{3})\s+(\d{5}-?\d{3})/g)].map((m) => ({
    inicio: cepNumber(m[1]!),
    fim: cepNumber(m[2]!),
  }));
}

/** The rows of sara.uf, sara.municipio and sara."faixaCep" from the CSV copies in seed/data. */
export function loadGeography() {
  const ufs: Insertable<Uf>[] = read('estados.csv').map((r) => ({
    idUf: Number(r.codigo_uf),
    sigla: r.uf!,
    nome: r.nome!,
    regiao: r.regiao!,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
  }));
  const municipios: Insertable<Municipio>[] = read('municipios.csv').map((r) => ({
    id: Number(r.codigo_ibge),
    idUf: Number(r.codigo_uf),
    nome: r.nome!,
    codigoMunicipioIbge: r.codigo_ibge!,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    capital: r.capital === '1',
  }));
  const known = new Set(municipios.map((m) => m.id));
  const faixas: Insertable<FaixaCep>[] = [];
  for (const r of read('br-city-codes.csv')) {
    const idMunicipio = Number(r.idIBGE);
    if (!known.has(idMunicipio)) continue;
    for (const range of parseCepRanges(r.postalCode_ranges ?? '')) faixas.push({ idMunicipio, ...range });
  }
  return { ufs, municipios, faixas };
}

/**
 * Seeds the Brazilian states, municipalities and postal-code ranges, once: they are reference
 * data every database needs (the location form and the postal-code lookup), demo or not.
 */
export async function seedGeographyIfEmpty(db: Db): Promise<boolean> {
  const seed = async (tx: Db) => {
    // Two servers starting together: the second waits here, then finds the rows.
    await sql`select pg_advisory_xact_lock(590060)`.execute(tx);
    const any = await tx.selectFrom('sara.uf').select('idUf').limit(1).executeTakeFirst();
    if (any) return false;
    const { ufs, municipios, faixas } = loadGeography();
    await insertBatches(tx, 'sara.uf', ufs);
    await insertBatches(tx, 'sara.municipio', municipios);
    await insertBatches(tx, 'sara.faixaCep', faixas);
    return true;
  };
  return db.isTransaction ? seed(db) : db.transaction().execute(seed);
}
