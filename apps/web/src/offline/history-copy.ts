import i18next from 'i18next';
import type { HistoryGroup, HistoryPage } from '@sara/domain/lists';
import { foldText, searchNamesLabel } from '@sara/domain/rules/fields';
import { getSession } from '../lib/session';
import { db } from './db';

/**
 * The history pages last answered, kept on the device (settings table, one row per user and query:
 * no schema change), so a sampler in the field still sees the visits of the period offline. Queries
 * with a search are not kept (one row per typed word would pile up): offline they are answered from
 * the period's pages (readHistoryPage). A user keeps one period: the first page of another one, read
 * online, replaces the pages of the period before (the default period moves on every day, and each
 * day's copy would otherwise stay for good).
 */
const prefixOf = (user: number) => `historico:${user}:`;
const keyOf = (query: object) => {
  const user = getSession()?.user.id;
  return user == null ? null : `${prefixOf(user)}${JSON.stringify(query)}`;
};

/** The query a kept row's key was made of, or null for a key of another shape. */
function queryOfKey(key: string): HistoryCopyQuery | null {
  try {
    const query: unknown = JSON.parse(key.slice(key.indexOf(':', key.indexOf(':') + 1) + 1));
    return query && typeof query === 'object' ? (query as HistoryCopyQuery) : null;
  } catch {
    return null;
  }
}

/** This user's kept rows, with the query of each. */
async function keptRows(): Promise<{ chave: string; query: HistoryCopyQuery }[]> {
  const user = getSession()?.user.id;
  if (user == null) return [];
  const keys = await db.configuracao.where('chave').startsWith(prefixOf(user)).primaryKeys();
  return keys.flatMap((chave) => {
    const query = queryOfKey(chave);
    return query ? [{ chave, query }] : [];
  });
}

const samePeriod = (a: HistoryCopyQuery, b: HistoryCopyQuery) =>
  a.dataInicial === b.dataInicial && a.dataFinal === b.dataFinal;

/** A history query as the screen asks it (api/lists/history.ts). */
export interface HistoryCopyQuery {
  dataInicial?: string;
  dataFinal?: string;
  situacao?: string;
  busca?: string;
  pagina?: number;
  tamanho?: number;
}

export const keepsHistory = (query: HistoryCopyQuery) => !query.busca;

/** A history page; `guardadaEm` (ISO) when it was read from the device, kept at that time. */
export type HistoryPageRead = HistoryPage & { guardadaEm?: string };

export async function keepHistoryPage(query: HistoryCopyQuery, page: HistoryPage): Promise<void> {
  const key = keyOf(query);
  if (!key || !keepsHistory(query)) return;
  await db.transaction('rw', db.configuracao, async () => {
    await db.configuracao.put({ chave: key, valor: { ...page, guardadaEm: new Date().toISOString() } });
    // a period's first page: the pages of the period kept before go
    if (!query.situacao && (query.pagina ?? 0) === 0) {
      const others = (await keptRows()).filter((row) => !samePeriod(row.query, query));
      await db.configuracao.bulkDelete(others.map((row) => row.chave));
    }
  });
}

async function readKept(query: object): Promise<HistoryPageRead | null> {
  const key = keyOf(query);
  const row = key ? await db.configuracao.get(key) : undefined;
  if (!row) return null;
  const page = row.valor as HistoryPageRead;
  // a copy kept before the time was recorded is still a copy
  return { ...page, guardadaEm: page.guardadaEm ?? '' };
}

/**
 * The kept page of the query; throws when there is none (the screen then says it could not load). A
 * quick filter, a search or a period with no copy of its own is answered from the period kept, filtered
 * here: offline, the visits on the device are still found by a word or by their situation, and the day
 * after (the default period moved on) the visits of yesterday's copy still in the period show.
 */
export async function readHistoryPage(query: HistoryCopyQuery): Promise<HistoryPageRead> {
  const kept = await readKept(query);
  if (kept) return kept;
  // a later page of a query kept online (a quick filter is): its first page is not filtered here
  const keptFirst = (query.pagina ?? 0) > 0 && (await readKept({ ...query, pagina: 0 }));
  if (!keptFirst) {
    const filtered = await filterKeptPeriod(query);
    if (filtered) return filtered;
  }
  throw new Error('No connection and no copy of this history page on the device');
}

/** A period's kept pages (its query without filter and search), in order, until one is missing. */
async function keptPages(period: HistoryCopyQuery): Promise<HistoryPageRead[]> {
  const pages: HistoryPageRead[] = [];
  for (let pagina = 0; ; pagina += 1) {
    const page = await readKept({ ...period, situacao: undefined, busca: undefined, pagina });
    if (!page) return pages;
    pages.push(page);
  }
}

/**
 * The pages of the query's period; without them, those of the period kept (the newest, if several),
 * whose visits the caller keeps to the query's period.
 */
async function keptPeriod(query: HistoryCopyQuery): Promise<{ pages: HistoryPageRead[]; ownPeriod: boolean }> {
  const same = await keptPages(query);
  if (same.length > 0) return { pages: same, ownPeriod: true };
  const firstPages = (await keptRows()).filter((row) => !row.query.situacao && (row.query.pagina ?? 0) === 0);
  let newest: HistoryPageRead[] = [];
  for (const row of firstPages) {
    const pages = await keptPages(row.query);
    if ((pages[0]?.guardadaEm ?? '') > (newest[0]?.guardadaEm ?? '')) newest = pages;
  }
  return { pages: newest, ownPeriod: false };
}

/** The group's day (collected, else scheduled) within the query's period, as the server filters it. */
const inPeriod = (g: HistoryGroup, query: HistoryCopyQuery) => {
  const day = (g.dataColeta ?? g.dataAgendada)?.slice(0, 10);
  if (!day) return false;
  return (!query.dataInicial || day >= query.dataInicial) && (!query.dataFinal || day <= query.dataFinal);
};

async function filterKeptPeriod(query: HistoryCopyQuery): Promise<HistoryPageRead | null> {
  const { pages, ownPeriod } = await keptPeriod(query);
  if (pages.length === 0) return null;
  const seen = new Set<string>();
  const groups = pages
    .flatMap((p) => p.itens)
    .filter((g) => !seen.has(g.idAgrupador) && Boolean(seen.add(g.idAgrupador)))
    .filter((g) => ownPeriod || inPeriod(g, query))
    .filter((g) => !query.situacao || g.itens.some((i) => i.situacao === query.situacao))
    .filter((g) => !query.busca || groupFound(g, query.busca));
  // the whole answer is the first page; the copy is as old as its oldest page
  const guardadaEm = pages.map((p) => p.guardadaEm ?? '').sort()[0] ?? '';
  return { itens: (query.pagina ?? 0) === 0 ? groups : [], total: groups.length, guardadaEm };
}

/** dd/mm/yyyy of a wire date ('2026-11-26T14:20:00.000'), as the card shows it. */
const shownDay = (wire: string | null) =>
  wire ? `${wire.slice(8, 10)}/${wire.slice(5, 7)}/${wire.slice(0, 4)}` : null;

/**
 * The server's history search over a group on the device (apps/server lists repository, `historyQueries`):
 * accent- and case-insensitive 'contains' over what the card shows (names, codes, products, the date),
 * and a situation by its label in the user's language when every word searched is a word of the label.
 */
function groupFound(g: HistoryGroup, busca: string): boolean {
  const searched = foldText(busca.trim());
  // the group's text and each item's apart, as the server has them
  const texts = [
    [
      String(g.numero),
      g.nomeLaboratorio,
      g.nomeOrcamento,
      g.nomeProgramaAmostra,
      g.nomeLocalAmostra,
      g.nomeVarejo,
      g.normaAmbiental,
      g.nomeEmpresaColetora,
      g.nomePessoaColetora,
      g.responsavelColeta,
      shownDay(g.dataColeta ?? g.dataAgendada),
    ],
    ...g.itens.map((i) => [
      i.codigoRastreamento,
      i.codigoAgrosafety,
      i.nomeProduto,
      ...Object.values(i.nomeProdutoI18n ?? {}),
      i.nomeDistribuidor,
      i.codigoLaudo,
    ]),
  ];
  if (texts.some((parts) => foldText(parts.filter(Boolean).join(' ')).includes(searched))) return true;
  const names = (token: string) => searchNamesLabel(busca, i18next.t(token));
  if (names(`sara2g.ui.historico.situacao.${g.situacao}`)) return true;
  return g.itens.some(
    (i) =>
      names(`sara2g.ui.historico.situacao.${i.situacao}`) ||
      (g.situacao === 'coletada' &&
        i.situacao !== 'rascunho' &&
        !i.coletaRealizada &&
        names('sara2g.ui.coleta.nao_realizada')),
  );
}
