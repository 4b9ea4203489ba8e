import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ALL_PLACES_FEATURES, FEATURES, hasFeature, type Feature } from '@sara/domain/features';
import { getLocalizacoes, localizacoesQueryOptions } from '../../../api/places/get-localizacoes';
import { getProdutosEmpresa, produtosEmpresaQueryOptions } from '../../../api/places/get-produtos-empresa';
import { loadHistoryPage } from '../../../api/lists/history';
import { warmScheduled } from '../../../offline/scheduled-copy';
import { defaultPeriod, toQueryDate } from '../../history/lib/period';
import { ApiError } from '../../../api/client';
import { empresasQueryOptions, getEmpresas } from '../../../api/reference/get-empresas';
import { getLaboratorios, laboratoriosQueryOptions } from '../../../api/reference/get-laboratorios';
import { getNormasAmbientais, normasAmbientaisQueryOptions } from '../../../api/reference/get-normas-ambientais';
import { getOrcamentos, orcamentosQueryOptions } from '../../../api/reference/get-orcamentos';
import { getPessoas, pessoasQueryOptions } from '../../../api/reference/get-pessoas';
import { getProdutosBas, produtosBasQueryOptions } from '../../../api/reference/get-produtos-bas';
import { getProgramasAmostra, programasAmostraQueryOptions } from '../../../api/reference/get-programas-amostra';
import { getVarejos, varejosQueryOptions } from '../../../api/reference/get-varejos';
import { trackLoading } from '../../../stores/loading';
import type { Coletor } from '../../../types/api';

/** The flag that records a user's first complete load (spec part B section 2, collector bootstrap). */
export const initialLoadKey = (userId: number) => `sara.initialLoad.${userId}`;

/** Who registers, schedules, finalizes or manages samples needs the lists of the sample forms. */
const SAMPLE_FORMS: readonly Feature[] = [
  FEATURES.amostraColetadaAdicionar,
  FEATURES.amostraAgendadaAdicionar,
  FEATURES.amostraAgendadaFinalizar,
  FEATURES.amostraGerenciamento,
];

interface ReferenceList {
  name: string;
  /** Loaded only for users holding any of these; every user when absent. */
  features?: readonly Feature[];
  load(): Promise<unknown>;
  /**
   * The screens' query of the same call: the answer is theirs too, so a screen opened soon after does not
   * ask the network again (on a slow connection the first screens waited for lists just read).
   */
  key?: QueryKey;
}

function referenceLists(coletor: Coletor, features: readonly string[]): ReferenceList[] {
  const silent = { silent: true };
  const places = hasFeature(features, ALL_PLACES_FEATURES) ? null : coletor.idEmpresa;
  return [
    { name: 'laboratorios', load: () => getLaboratorios(silent), key: laboratoriosQueryOptions().queryKey },
    {
      name: 'programas-amostra',
      features: SAMPLE_FORMS,
      load: () => getProgramasAmostra(coletor.idPessoa, silent),
      key: programasAmostraQueryOptions(coletor.idPessoa).queryKey,
    },
    {
      name: 'orcamentos',
      features: SAMPLE_FORMS,
      load: () => getOrcamentos(coletor.idEmpresa, silent),
      key: orcamentosQueryOptions(coletor.idEmpresa).queryKey,
    },
    {
      name: 'norma-ambiental',
      features: SAMPLE_FORMS,
      load: () => getNormasAmbientais(silent),
      key: normasAmbientaisQueryOptions().queryKey,
    },
    // the retail chain filter of the lists is for management and suppliers too
    {
      name: 'varejos',
      features: [...SAMPLE_FORMS, FEATURES.perfilFornecedor],
      load: () => getVarejos(silent),
      key: varejosQueryOptions().queryKey,
    },
    {
      name: 'empresas',
      features: SAMPLE_FORMS,
      load: () => getEmpresas({}, silent),
      key: empresasQueryOptions({}).queryKey,
    },
    {
      name: 'pessoas',
      features: SAMPLE_FORMS,
      load: () => getPessoas({}, silent),
      key: pessoasQueryOptions({}).queryKey,
    },
    // field 12 of environmental collections, offline too
    {
      name: 'pessoas-laboratorio',
      features: SAMPLE_FORMS,
      load: () => getPessoas({ tipoEmpresa: 'laboratorio' }, silent),
      key: pessoasQueryOptions({ tipoEmpresa: 'laboratorio' }).queryKey,
    },
    {
      name: 'produtos',
      features: SAMPLE_FORMS,
      load: () => getProdutosBas(silent),
      key: produtosBasQueryOptions().queryKey,
    },
    // the places and the company's products the forms offer, so a first visit without signal has them
    {
      name: 'localizacoes',
      features: SAMPLE_FORMS,
      load: () => getLocalizacoes(places, silent),
      key: localizacoesQueryOptions(places).queryKey,
    },
    {
      name: 'produtos-empresa',
      features: SAMPLE_FORMS,
      load: () => getProdutosEmpresa(coletor.idEmpresa, silent),
      key: produtosEmpresaQueryOptions(coletor.idEmpresa).queryKey,
    },
    // the history's first page, and the schedules on it the user may finalize: the day's visits open
    // offline without the history having been opened with a connection first
    { name: 'historico', features: [FEATURES.historico], load: keepDefaultHistory },
  ];
}

async function keepDefaultHistory() {
  const { inicio, fim } = defaultPeriod();
  const page = await loadHistoryPage({ dataInicial: toQueryDate(inicio), dataFinal: toQueryDate(fim) }, 0);
  for (const group of page.itens)
    if (group.situacao === 'agendada' && group.finalizeAgendada) warmScheduled(group.idAgrupador);
}

/**
 * Fetches the reference lists the user's features call for into the local database. A list the
 * server refuses (403) is skipped; other failures are logged. Resolves true when every list loaded.
 */
export async function loadReferenceData(
  coletor: Coletor,
  features: readonly string[],
  queryClient?: QueryClient,
): Promise<boolean> {
  const lists = referenceLists(coletor, features).filter(
    (list) => !list.features || hasFeature(features, list.features),
  );
  const results = await Promise.allSettled(
    lists.map(async (list) => {
      const value = await list.load();
      if (queryClient && list.key) queryClient.setQueryData(list.key, value);
    }),
  );
  return results.every((result, index) => {
    if (result.status === 'fulfilled') return true;
    if (result.reason instanceof ApiError && result.reason.status === 403) return true;
    console.warn(`Initial load: ${lists[index]?.name} failed`, result.reason);
    return false;
  });
}

/**
 * The first time a user arrives, waits for the reference data; afterwards reloads it in the
 * background (shown by the global loading bar) and resolves at once.
 */
export async function prepareInitialData(
  userId: number,
  coletor: Coletor,
  features: readonly string[],
  queryClient?: QueryClient,
): Promise<void> {
  const load = loadReferenceData(coletor, features, queryClient).then((complete) => {
    if (complete) localStorage.setItem(initialLoadKey(userId), new Date().toISOString());
  });
  if (localStorage.getItem(initialLoadKey(userId))) void trackLoading(load);
  else await load;
}
