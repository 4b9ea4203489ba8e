import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import { ALL_PLACES_FEATURES, FEATURES, hasFeature } from '@sara/domain/features';
import { everyItemRejected, groupActions, groupFactsOfView, readsGroup, viewsGroup } from '@sara/domain/group-actions';
import type { Situacao, StatusSistema } from '@sara/domain/enums';
import {
  collectionIssues,
  coletaRealizada,
  draftIssues,
  finalizeIssues,
  productKindIssues,
  trackingCodeIssues,
} from '@sara/domain/rules/collection';
import { schedulingIssues } from '@sara/domain/rules/scheduling';
import { canBeRejected } from '@sara/domain/rules/followup';
import { at, issue, latestDayOnEarth, type RuleErrors } from '@sara/domain/rules/fields';
import { isEnvironmental, isRama, trackingFlagKey, trackingKind } from '@sara/domain/rules/programs';
import type { SampleGroupForm, SampleItemForm } from '@sara/domain/rules/sample-form';
import { RULE_TOKENS } from '@sara/domain/rules/tokens';
import { SAMPLE_TOKENS, type SampleItemInput } from '@sara/domain/samples';
import type { Db } from '../../db/client.ts';
import type { Amostra } from '../../db/samples-schema.ts';
import { AppError, isDataException, validationError } from '../../errors.ts';
import type { AuthContext } from '../access/service.ts';
import { findScopePerson } from '../lists/scope.ts';
import { codeLookup, type CodeLookup } from '../tracking/service.ts';
import { groupVersion, presentGroup } from './presenter.ts';
import * as repo from './repository.ts';

/** What a service call needs of its request: the database, the session and a translator of tokens. */
export interface Ctx {
  db: Db;
  auth: AuthContext;
  t: (token: string, args?: Record<string, string | number>) => string;
}
type Me = { idPessoa: number; idEmpresa: number; idUsuario: number };
type Items = SampleItemInput[];
export interface WriteResult {
  status: 200 | 201;
  data: ReturnType<typeof presentGroup>;
}

/** idTipoArquivo of an image (part A section 7: 1 pdf, 2 imagem): what a sample's photo must be. */
const PHOTO_FILE_TYPE = 2;

const isManager = (ctx: Ctx) => hasFeature(ctx.auth.features, [FEATURES.amostraGerenciamento]);

/**
 * The collector view (spec part A section 6): a sampler without management may edit or delete only
 * the groups they registered; other users keep the company rule.
 */
function checkRegistrant(ctx: Ctx, me: Me, group: repo.GroupRow, code: 'FORBIDDEN' | 'SAMPLE_DELETE_FORBIDDEN') {
  const collectorView = hasFeature(ctx.auth.features, [FEATURES.perfilAmostrador]) && !isManager(ctx);
  if (collectorView && group.idPessoaCadastrante !== me.idPessoa) throw new AppError(code);
}

async function currentPerson(ctx: Ctx): Promise<Me> {
  const p = await repo.findPersonByUser(ctx.db, ctx.auth.user.id);
  if (!p) throw new AppError('SAMPLE_PERSON_MISSING');
  return { idPessoa: p.idPessoa, idEmpresa: p.idEmpresa, idUsuario: ctx.auth.user.id };
}

/** 400 with the rule issues translated into the user's language. */
function check(ctx: Ctx, issues: RuleErrors) {
  if (issues.length === 0) return;
  throw validationError(issues.map((i) => ({ path: i.path, message: ctx.t(i.message, i.args) })));
}

/** The hash of a write: the route's kind and the canonical (key-sorted) parsed body. */
function hashOf(kind: string, items: Items): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return crypto
    .createHash('sha256')
    .update(`${kind}:${JSON.stringify(canonical(items))}`)
    .digest('hex');
}

async function view(db: Db, idAgrupador: string) {
  const rows = await repo.loadGroupView(db, idAgrupador);
  if (!rows) throw new AppError('SAMPLE_GROUP_NOT_FOUND');
  return presentGroup(rows);
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === '23505' && /agrupador_pkey/.test(String((err as Error).message));

// ---------- the group as the rules see it ----------

/** Group-level values, read from the first item. */
interface GroupValues {
  idLaboratorio: number | null;
  idOrcamento: number | null;
  idProgramaAmostra: number | null;
  idLocalAmostra: number | null;
  idVarejo: number | null;
  idEmpresa: number | null;
  idPessoaColetor: number | null;
  dataAgendada: string | null;
  dataColeta: string | null;
  responsavelColeta: string | null;
  pessoaColeta: string | null;
  temConformidade: boolean | null;
  idNormaAmbiental: number | null;
  responsavelAmostraAmbiental: 'agrosafety' | 'cliente' | null;
  localAmostra: string | null;
  tipoAmostragem: string | null;
  rastreamento: boolean | null;
}

function groupValues(items: Items): GroupValues {
  const f = items[0];
  return {
    idLaboratorio: f?.idLaboratorio ?? null,
    idOrcamento: f?.infoLaboratorio?.idOrcamento ?? null,
    idProgramaAmostra: f?.idProgramaAmostra ?? null,
    idLocalAmostra: f?.idLocalAmostra ?? null,
    idVarejo: f?.idVarejo ?? null,
    idEmpresa: f?.idEmpresa ?? null,
    idPessoaColetor: f?.idPessoaColetor ?? null,
    dataAgendada: f?.dataAgendada ?? null,
    dataColeta: f?.dataColeta ?? null,
    responsavelColeta: f?.responsavelColeta?.trim() || null,
    pessoaColeta: f?.pessoaColeta?.trim() || null,
    temConformidade: f?.temConformidade ?? null,
    // a standard only applies with a conformity report (database check)
    idNormaAmbiental: f?.temConformidade ? (f.idNormaAmbiental ?? null) : null,
    responsavelAmostraAmbiental: f?.responsavelAmostraAmbiental ?? null,
    localAmostra: f?.localAmostra?.trim() || null,
    tipoAmostragem: f?.tipoAmostragem ?? null,
    // null: not sent (resolvedTracking decides it once the program is known)
    rastreamento: f?.rastreamento ?? null,
  };
}

/**
 * An optional-traceability program's 'Rastrear as amostras', which part A section 7's payloads do not
 * carry: not sent, items naming a catalogue product or a tracking code and no company product are
 * tracked (a client sending the spec's payload schedules a catalogue product, as the screen does).
 * Other programs have no such choice: false.
 */
function resolvedTracking(g: GroupValues, items: Items, refs: repo.Refs): boolean {
  const program = g.idProgramaAmostra == null ? undefined : refs.programs.get(g.idProgramaAmostra);
  if (trackingKind(program?.tipoRastreamento ?? null).kind !== 'optional') return g.rastreamento ?? false;
  return (
    g.rastreamento ??
    (items.some((i) => i.idProduto != null || Boolean(i.codigoRastreamento?.trim())) &&
      items.every((i) => i.idProdutoEmpresa == null))
  );
}

/** Group-level values every item carries must agree with the first item's. */
function consistencyIssues(items: Items, keys: readonly (keyof SampleItemInput)[]): RuleErrors {
  const first = items[0];
  if (!first) return [];
  return items.flatMap((item, i) =>
    keys
      .filter((k) => item[k] != null && item[k] !== first[k])
      .map((k) => issue(at('itens', i, k), SAMPLE_TOKENS.valueMismatch)),
  );
}
const GROUP_KEYS = [
  'idLaboratorio',
  'idProgramaAmostra',
  'idEmpresa',
  'idPessoaColetor',
  'idLocalAmostra',
  'idVarejo',
  'dataAgendada',
  'dataColeta',
] as const;

function refIds(g: GroupValues, items: Items, group?: string): repo.RefIds {
  const nn = <T>(xs: (T | null | undefined)[]) => [...new Set(xs.filter((x): x is T => x != null))];
  return {
    labs: nn([g.idLaboratorio]),
    budgets: nn([g.idOrcamento]),
    programs: nn([g.idProgramaAmostra]),
    places: nn([g.idLocalAmostra]),
    retailers: nn([g.idVarejo]),
    norms: nn([g.idNormaAmbiental]),
    companies: nn([g.idEmpresa, ...items.map((i) => i.idDistribuidor)]),
    people: nn([g.idPessoaColetor]),
    products: nn(items.map((i) => i.idProduto)),
    companyProducts: nn(items.map((i) => i.idProdutoEmpresa)),
    samples: nn(items.map((i) => i.idAmostraRecoletada)),
    files: nn(items.flatMap((i) => (i.arquivos ?? []).map((a) => a.idArquivo))),
    fields: nn(items.flatMap((i) => (i.camposProgramaAmostra ?? []).map((c) => c.idCampoPrograma))),
    group,
    collector: g.idPessoaColetor ?? undefined,
  };
}

/**
 * Foreign ids that do not exist, or that the group may not use: a 400 naming the field, never a
 * database error. What belongs to another company (its budget, its product, a file someone else
 * uploaded) answers as missing, so ids reveal nothing of it.
 */
function referenceIssues(g: GroupValues, items: Items, refs: repo.Refs, me: Me, allPlaces: boolean): RuleErrors {
  const out: RuleErrors = [];
  const miss = (path: string, value: number | string | null | undefined, found: boolean) => {
    if (value != null && !found) out.push(issue(path, SAMPLE_TOKENS.referenceMissing, { id: value }));
  };
  miss('laboratorio', g.idLaboratorio, refs.labs.has(g.idLaboratorio!));
  // a budget is a lab's, open to every company or to one (the budgets listed for the company)
  const budget = g.idOrcamento == null ? undefined : refs.budgets.get(g.idOrcamento);
  miss(
    'orcamento',
    g.idOrcamento,
    budget !== undefined &&
      (budget.idEmpresa == null || budget.idEmpresa === g.idEmpresa) &&
      (budget.ativo || budget.inGroup === true),
  );
  if (budget && g.idLaboratorio != null && budget.idLaboratorio !== g.idLaboratorio) {
    out.push(issue('orcamento', SAMPLE_TOKENS.budgetOtherLab));
  }
  miss('programaAmostra', g.idProgramaAmostra, refs.programs.has(g.idProgramaAmostra!));
  // the programs the screens offer are the collector's (changing the collector clears the program)
  if (refs.programs.get(g.idProgramaAmostra!)?.forCollector === false) {
    out.push(issue('programaAmostra', SAMPLE_TOKENS.programNotCollectors));
  }
  // a place as the screens list it (part A section 6): the company's, unless the user lists every
  // company's; of the group's program and, on RAMA, of its retail chain (a place may name neither)
  const place = g.idLocalAmostra == null ? undefined : refs.places.get(g.idLocalAmostra);
  miss(
    'localAmostra',
    g.idLocalAmostra,
    place !== undefined &&
      (place.inGroup === true || allPlaces || place.idEmpresa == null || place.idEmpresa === g.idEmpresa),
  );
  if (
    place &&
    ((g.idProgramaAmostra != null &&
      place.idProgramaAmostra != null &&
      place.idProgramaAmostra !== g.idProgramaAmostra) ||
      (isRama(g.idProgramaAmostra) && g.idVarejo != null && place.idVarejo != null && place.idVarejo !== g.idVarejo))
  ) {
    out.push(issue('localAmostra', SAMPLE_TOKENS.placeOtherProgram));
  }
  miss('varejo', g.idVarejo, refs.retailers.has(g.idVarejo!));
  // the retail chains the screens offer are the RAMA ones
  if (refs.retailers.get(g.idVarejo!)?.rama === false) out.push(issue('varejo', SAMPLE_TOKENS.notRamaRetailer));
  miss('idNormaAmbiental', g.idNormaAmbiental, refs.norms.has(g.idNormaAmbiental!));
  miss('idEmpresa', g.idEmpresa, refs.companies.has(g.idEmpresa!));
  // a company collects for itself; another is chosen among the collector companies (part A section 6)
  const company = g.idEmpresa == null ? undefined : refs.companies.get(g.idEmpresa);
  if (company && company.idEmpresa !== me.idEmpresa && company.tipoEmpresa !== 'coletora') {
    out.push(issue('idEmpresa', SAMPLE_TOKENS.notCollectorCompany));
  }
  miss('idPessoaColetor', g.idPessoaColetor, refs.people.has(g.idPessoaColetor!));
  // the collector is a person of the collecting company, or for an environmental program a person
  // holding the environmental certificate (a lab's sampler: part A section 6), whoever writes the group
  const collector = g.idPessoaColetor == null ? undefined : refs.people.get(g.idPessoaColetor);
  const certified = collector?.ambiental === true && isEnvironmental(g.idProgramaAmostra);
  if (collector && g.idEmpresa != null && collector.idEmpresa !== g.idEmpresa && !certified) {
    out.push(issue('idPessoaColetor', SAMPLE_TOKENS.collectorOtherCompany));
  }
  items.forEach((item, i) => {
    const p = (field: string) => at('itens', i, field);
    miss(p('idProduto'), item.idProduto, refs.products.has(item.idProduto!));
    // a company product is the collecting company's own (the list the screen offers)
    const product = item.idProdutoEmpresa == null ? undefined : refs.companyProducts.get(item.idProdutoEmpresa);
    miss(p('idProdutoEmpresa'), item.idProdutoEmpresa, product !== undefined && product.idEmpresa === g.idEmpresa);
    const supplier = item.idDistribuidor == null ? undefined : refs.companies.get(item.idDistribuidor);
    miss(p('idDistribuidor'), item.idDistribuidor, supplier !== undefined);
    if (supplier && supplier.tipoEmpresa !== 'fornecedora')
      out.push(issue(p('idDistribuidor'), SAMPLE_TOKENS.notSupplier));
    const earlier = item.idAmostraRecoletada == null ? undefined : refs.samples.get(item.idAmostraRecoletada);
    miss(p('idAmostraRecoletada'), item.idAmostraRecoletada, earlier !== undefined);
    // a recollection collects again what was collected: not a draft or a schedule, which may still go
    if (earlier !== undefined && !RECOLLECTABLE.has(earlier)) {
      out.push(issue(p('idAmostraRecoletada'), SAMPLE_TOKENS.recollectionNotCollected));
    }
    // the recollection checkbox is a RAMA program's (part A section 2, item card)
    if ((item.idAmostraRecoletada != null || item.isRecoleta === true) && !isRama(g.idProgramaAmostra)) {
      out.push(issue(p('isRecoleta'), SAMPLE_TOKENS.recollectionRamaOnly));
    }
    // a photo is an image the user uploaded, or one already on this group's items (an edit keeps them)
    (item.arquivos ?? []).forEach((a, j) => {
      const path = at('itens', i, 'arquivos', j, 'idArquivo');
      const file = refs.files.get(a.idArquivo);
      miss(path, a.idArquivo, file !== undefined && (file.idUsuario === me.idUsuario || file.inGroup === true));
      if (file && file.idTipoArquivo !== PHOTO_FILE_TYPE) out.push(issue(path, SAMPLE_TOKENS.photoNotImage));
    });
    (item.camposProgramaAmostra ?? []).forEach((c, j) => {
      const campo = refs.fields.get(c.idCampoPrograma);
      const ok =
        campo !== undefined && (g.idProgramaAmostra == null || campo.idProgramaAmostra === g.idProgramaAmostra);
      miss(at('itens', i, 'camposProgramaAmostra', j, 'idCampoPrograma'), c.idCampoPrograma, ok);
    });
  });
  return out;
}

/** The screen state the domain rules read, built from the request and the references. */
function toForm(g: GroupValues, items: Items, refs: repo.Refs, finalizado: boolean): SampleGroupForm {
  const program = g.idProgramaAmostra == null ? undefined : refs.programs.get(g.idProgramaAmostra);
  const tipoRastreamento = program?.tipoRastreamento ?? null;
  const tracking = trackingKind(tipoRastreamento);
  const form: SampleGroupForm = {
    idAgrupador: items[0]?.idAgrupador ?? null,
    laboratorio: g.idLaboratorio == null ? null : { idLaboratorio: g.idLaboratorio },
    orcamento: g.idOrcamento == null ? null : { idOrcamento: g.idOrcamento },
    programaAmostra: g.idProgramaAmostra == null ? null : { idProgramaAmostra: g.idProgramaAmostra },
    // free text is the location of environmental programs only; the others need a registered place
    localAmostra:
      g.idLocalAmostra != null
        ? { idLocalAmostra: g.idLocalAmostra }
        : isEnvironmental(g.idProgramaAmostra)
          ? g.localAmostra
          : null,
    varejo: g.idVarejo == null ? null : { idVarejo: g.idVarejo },
    dataAgendada: g.dataAgendada,
    dataColeta: g.dataColeta,
    situacaoAmostra: null,
    tipoRastreamento,
    relatoConformidade: g.temConformidade,
    idNormaAmbiental: g.idNormaAmbiental,
    responsavelAmostraAmbiental: g.responsavelAmostraAmbiental,
    idEmpresa: g.idEmpresa,
    nomeEmpresaColetora: null,
    nomePessoaColetora: null,
    responsavelColeta: g.responsavelColeta,
    pessoaColeta: g.pessoaColeta,
    idPessoaColetor: g.idPessoaColetor,
    tipoAmostragem: g.tipoAmostragem,
    finalizado,
    itens: items.map((item, i) => toItemForm(item, i, refs, g.idProgramaAmostra)),
  };
  if (tracking.kind === 'optional') form[trackingFlagKey(tracking.product!)] = g.rastreamento ?? false;
  return form;
}

function toItemForm(
  item: SampleItemInput,
  index: number,
  refs: repo.Refs,
  idProgramaAmostra: number | null | undefined,
): SampleItemForm {
  const supplier = item.idDistribuidor == null ? undefined : refs.companies.get(item.idDistribuidor);
  return {
    key: String(index),
    idAmostra: item.idAmostra ?? null,
    idObjetoAmostra: item.idObjetoAmostra ?? null,
    idObjetoRastreado: item.idObjetoRastreado ?? null,
    idProduto: item.idProduto ?? null,
    idProdutoEmpresa: item.idProdutoEmpresa ?? null,
    idProdutoProcessado: item.idProdutoProcessado ?? null,
    idTipoProduto: item.idTipoProduto ?? null,
    nomeProduto:
      item.nomeProduto ??
      (item.idProduto != null ? refs.products.get(item.idProduto) : undefined) ??
      (item.idProdutoEmpresa != null ? refs.companyProducts.get(item.idProdutoEmpresa)?.nome : undefined) ??
      null,
    nomeProdutoBas: null,
    codigoRastreamento: item.codigoRastreamento ?? null,
    idDistribuidor: item.idDistribuidor ?? null,
    usuarioPlataforma: supplier?.usuarioPlataforma ?? null,
    tipoFornecedor: item.tipoFornecedor ?? null,
    codigoEAN: item.codigoEAN ?? null,
    numeroLacre: item.numeroLacre ?? null,
    dataFabricacao: item.dataFabricacao ?? null,
    dataValidade: item.dataValidade ?? null,
    lote: item.lote ?? null,
    observacao: item.observacao ?? null,
    motivosColetaNaoRealizada: item.motivosColetaNaoRealizada ?? [],
    idsArquivo: (item.arquivos ?? []).map((a) => a.idArquivo),
    camposProgramaAmostra: [
      ...(item.camposProgramaAmostra ?? []).map((c) => {
        const campo = refs.fields.get(c.idCampoPrograma);
        return {
          idCampoPrograma: c.idCampoPrograma,
          token: campo?.token ?? '',
          tipo: campo?.tipo ?? 'texto',
          valor: c.valor ?? null,
        };
      }),
      // a date field of the program the item does not send is empty, which the rules require
      // ('Date program fields are required'), as the screen's card asks it
      ...[...refs.fields.values()]
        .filter(
          (f) =>
            f.tipo === 'data' &&
            f.idProgramaAmostra === idProgramaAmostra &&
            !(item.camposProgramaAmostra ?? []).some((c) => c.idCampoPrograma === f.idCampoPrograma),
        )
        .map((f) => ({ idCampoPrograma: f.idCampoPrograma, token: f.token, tipo: f.tipo, valor: null })),
    ],
    codigoAmostra: null,
    codigoMylims: null,
    isRecoleta: item.idAmostraRecoletada != null,
    idAmostraRecoletada: item.idAmostraRecoletada ?? null,
  };
}

/** Loads the references of a request and answers every issue: consistency, foreign ids and the domain rule. */
async function validate(
  ctx: Ctx,
  me: Me,
  g: GroupValues,
  items: Items,
  rule: (form: SampleGroupForm, today: string) => RuleErrors,
  finalizado = true,
) {
  const refs = await repo.loadRefs(ctx.db, refIds(g, items, items[0]?.idAgrupador));
  checkAgainst(ctx, me, g, items, refs, rule, finalizado);
}

/** Every issue of a request against its loaded references: consistency, foreign ids and the domain rule. */
function checkAgainst(
  ctx: Ctx,
  me: Me,
  g: GroupValues,
  items: Items,
  refs: repo.Refs,
  rule: (form: SampleGroupForm, today: string) => RuleErrors,
  finalizado = true,
) {
  g.rastreamento = resolvedTracking(g, items, refs);
  const form = toForm(g, items, refs, finalizado);
  // the product kind follows the program's tracking type: read only once the program is known
  const known = g.idProgramaAmostra != null && refs.programs.has(g.idProgramaAmostra);
  const kindIssues = known ? productKindIssues(form) : [];
  check(ctx, [
    ...consistencyIssues(items, GROUP_KEYS),
    ...referenceIssues(g, items, refs, me, hasFeature(ctx.auth.features, ALL_PLACES_FEATURES)),
    ...kindIssues,
  ]);
  // the user's wall clock travels without a zone: 'today' is the latest day anywhere (fields.ts)
  check(ctx, rule(form, latestDayOnEarth()));
}

// ---------- rows ----------

interface Target {
  situacao: Situacao;
  statusSistema: StatusSistema | null;
  finalizado: boolean;
  evento: string;
}
const SCHEDULED: Target = {
  situacao: 'agendada',
  statusSistema: 'AMOSTRA_AGENDADA',
  finalizado: true,
  evento: 'agendar',
};
const COLLECTED: Target = {
  situacao: 'coletada',
  statusSistema: 'AMOSTRA_NOVA',
  finalizado: true,
  evento: 'registrar_coleta',
};
const DRAFT: Target = { situacao: 'rascunho', statusSistema: null, finalizado: false, evento: 'salvar_rascunho' };

function groupRow(g: GroupValues & { idEmpresa: number }, target: Target, hash: string) {
  return {
    situacao: target.situacao as 'rascunho' | 'agendada' | 'coletada',
    finalizado: target.finalizado,
    idLaboratorio: g.idLaboratorio,
    idOrcamento: g.idOrcamento,
    idProgramaAmostra: g.idProgramaAmostra,
    idLocalAmostra: g.idLocalAmostra,
    idVarejo: g.idVarejo,
    dataAgendada: g.dataAgendada,
    dataColeta: g.dataColeta,
    responsavelColeta: g.responsavelColeta,
    pessoaColeta: g.pessoaColeta,
    idPessoaColetor: g.idPessoaColetor,
    idEmpresa: g.idEmpresa,
    temConformidade: g.temConformidade,
    idNormaAmbiental: g.idNormaAmbiental,
    responsavelAmostraAmbiental: g.responsavelAmostraAmbiental,
    localAmostra: g.localAmostra,
    tipoAmostragem: g.tipoAmostragem,
    rastreamento: g.rastreamento ?? false,
    hashRequisicao: hash,
  };
}

function itemRow(g: GroupValues & { idEmpresa: number }, item: SampleItemInput, target: Target) {
  return {
    idLaboratorio: g.idLaboratorio,
    idEmpresa: g.idEmpresa,
    idProgramaAmostra: g.idProgramaAmostra,
    idLocalAmostra: g.idLocalAmostra,
    idPessoaColetor: g.idPessoaColetor,
    idVarejo: g.idVarejo,
    idOrcamento: g.idOrcamento,
    dataColeta: g.dataColeta,
    dataAgendada: g.dataAgendada,
    responsavelColeta: g.responsavelColeta,
    localAmostra: g.localAmostra,
    responsavelAmostraAmbiental: g.responsavelAmostraAmbiental,
    temConformidade: g.temConformidade,
    idNormaAmbiental: g.idNormaAmbiental,
    situacao: target.situacao,
    statusSistema: target.statusSistema,
    finalizado: target.finalizado,
    // a scheduled sample is not collected yet; otherwise collected means no reasons for not collecting
    coletaRealizada:
      target.situacao === 'agendada'
        ? false
        : coletaRealizada({ motivosColetaNaoRealizada: item.motivosColetaNaoRealizada ?? [] }),
    idProdutoEmpresa: item.idProdutoEmpresa ?? null,
    idObjetoRastreado: item.idObjetoRastreado ?? null,
    idObjetoAmostra: item.idObjetoAmostra ?? null,
    idProduto: item.idProduto ?? null,
    idTipoProduto: item.idTipoProduto ?? null,
    idProdutoProcessado: item.idProdutoProcessado ?? null,
    idDistribuidor: item.idDistribuidor ?? null,
    tipoFornecedor: item.tipoFornecedor ?? null,
    codigoRastreamento: item.codigoRastreamento?.trim() || null,
    codigoEAN: item.codigoEAN?.trim() || null,
    numeroLacre: item.numeroLacre?.trim() || null,
    lote: item.lote?.trim() || null,
    observacao: item.observacao?.trim() || null,
    dataFabricacao: item.dataFabricacao ?? null,
    dataValidade: item.dataValidade ?? null,
    idAmostraRecoletada: item.idAmostraRecoletada ?? null,
    isRecoleta: item.idAmostraRecoletada != null,
  } satisfies Partial<Insertable<Amostra>>;
}

const links = (item: SampleItemInput) => ({
  motivos: item.motivosColetaNaoRealizada ?? [],
  arquivos: (item.arquivos ?? []).map((a) => a.idArquivo),
  campos: (item.camposProgramaAmostra ?? []).map((c) => ({
    idCampoPrograma: c.idCampoPrograma,
    valor: c.valor ?? null,
  })),
});

/** The links of a new item as stored: repeated reasons, photos and fields once (the last value of a field). */
function itemLinks(item: SampleItemInput) {
  const l = links(item);
  return {
    motivos: [...new Set(l.motivos)],
    arquivos: [...new Set(l.arquivos)],
    campos: [...new Map(l.campos.map((c) => [c.idCampoPrograma, c])).values()],
  };
}

type Tx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/**
 * Writes new items with their first history event and their links, in one statement (see
 * repo.insertItems): into a new group (`group` its row, written by the same statement) or a stored
 * one (its id; then inside the caller's transaction). Answers what was written, as the view reads it.
 */
function insertItems(
  conn: Db | Tx,
  me: Me,
  group: Parameters<typeof repo.insertItems>[1],
  idAgrupador: string,
  g: GroupValues & { idEmpresa: number },
  items: Items,
  target: Target,
) {
  // links name their item by its position in the body (1-based), the order the ids are given in
  const links: repo.NewLinks = { motivos: [], arquivos: [], campos: [] };
  items.forEach((item, index) => {
    const i = index + 1;
    const l = itemLinks(item);
    links.motivos.push(...l.motivos.map((motivo) => ({ i, motivo })));
    links.arquivos.push(...l.arquivos.map((idArquivo, ordem) => ({ i, idArquivo, ordem })));
    links.campos.push(...l.campos.map((c) => ({ i, ...c })));
  });
  return repo.insertItems(
    conn,
    group,
    items.map((item) => ({ ...itemRow(g, item, target), idAgrupador, idPessoaCadastrante: me.idPessoa })),
    {
      evento: target.evento,
      statusSistemaPara: target.statusSistema,
      situacaoPara: target.situacao,
      idUsuario: me.idUsuario,
    },
    links,
  );
}

// ---------- creation (idempotent by idAgrupador) ----------

function groupIdOf(ctx: Ctx, items: Items): string {
  const id = items[0]?.idAgrupador;
  if (!id) check(ctx, [issue('itens', RULE_TOKENS.addItem)]);
  return id!;
}

/** The situations of an earlier sample a recollection may name: collected, whatever came of it. */
const RECOLLECTABLE: ReadonlySet<string> = new Set(['coletada', 'analisada', 'rejeitada']);

/** Message of a 409 on a creation route: the id is taken by other content. */
const ERR_CONFLICT = 'sara2g.erro.amostra.agrupador_conflito';
/** Message of a 409 on a creation route: the id is another user's (whatever its content: not told). */
const ERR_ID_TAKEN = 'sara2g.erro.amostra.agrupador_em_uso';

/**
 * The group already written with this id (undefined: none): the same content from the same user
 * answers it again. Other content from the same user, on a group no write touched since its
 * creation, is SAMPLE_GROUP_EXISTS: an earlier save of this very form reached the server unanswered
 * (the app killed, a gateway's 502), and the client saves this one over it (PUT). Anything else
 * (another user, who must not read a group through its id; a group changed since) is a 409 CONFLICT.
 */
async function replayCreate(
  ctx: Ctx,
  idAgrupador: string,
  hash: string,
  existing: { hashRequisicao: string | null; idUsuarioCriacao: number | null } | undefined,
): Promise<WriteResult | undefined> {
  if (!existing) return undefined;
  if (existing.idUsuarioCriacao !== ctx.auth.user.id) throw new AppError('CONFLICT', { token: ERR_ID_TAKEN });
  if (existing.hashRequisicao !== hash) {
    if (await repo.untouchedSinceCreation(ctx.db, idAgrupador)) throw new AppError('SAMPLE_GROUP_EXISTS');
    throw new AppError('CONFLICT', { token: ERR_CONFLICT });
  }
  return { status: 200, data: await view(ctx.db, idAgrupador) };
}

async function createGroup(
  ctx: Ctx,
  me: Me,
  items: Items,
  g: GroupValues & { idEmpresa: number },
  target: Target,
  hash: string,
): Promise<WriteResult> {
  const idAgrupador = items[0]!.idAgrupador;
  let written: repo.GroupViewRows;
  try {
    // one statement: the group, its items and all they carry, or nothing
    const group = {
      ...groupRow(g, target, hash),
      idAgrupador,
      idPessoaCadastrante: me.idPessoa,
      idUsuarioCriacao: me.idUsuario,
    };
    written = await insertItems(ctx.db, me, group, idAgrupador, g, items, target);
  } catch (err) {
    // a concurrent identical request created it first
    if (isUniqueViolation(err)) {
      const replay = await replayCreate(ctx, idAgrupador, hash, await repo.findGroup(ctx.db, idAgrupador));
      if (replay) return replay;
    }
    throw err;
  }
  // the answer is what was written, read back by the statements that wrote it
  return { status: 201, data: presentGroup(written) };
}

/**
 * The references of a creation and the group already written under its id, read in one
 * statement. A retry answers before any check (`before`: the checks that need no reference), as
 * when the group was read first on its own. A data exception of the read (an id beyond the integer
 * range) is answered as it was then too: a retry's group, then `before`, then the exception.
 */
async function loadCreation(
  ctx: Ctx,
  idAgrupador: string,
  hash: string,
  g: GroupValues,
  items: Items,
  before: () => void,
): Promise<{ replay: WriteResult } | { refs: repo.Refs }> {
  let refs: repo.Refs;
  try {
    refs = await repo.loadRefs(ctx.db, refIds(g, items), idAgrupador);
  } catch (err) {
    if (!isDataException(err)) throw err;
    const replay = await replayCreate(ctx, idAgrupador, hash, await repo.findGroup(ctx.db, idAgrupador));
    if (replay) return { replay };
    before();
    throw err;
  }
  const replay = await replayCreate(ctx, idAgrupador, hash, refs.stored);
  if (replay) return { replay };
  before();
  return { refs };
}

/**
 * A collection's own values, which a schedule does not carry (part A section 7's scheduled item
 * payload): they arrive with its finalization. A schedule write that sends them has them ignored,
 * so a scheduled group never shows a seal, a photo or a collection date it was not collected with.
 */
const COLLECTION_ONLY = [
  'dataColeta',
  'responsavelColeta',
  'pessoaColeta',
  'numeroLacre',
  'lote',
  'codigoEAN',
  'dataFabricacao',
  'dataValidade',
  'tipoFornecedor',
  'motivosColetaNaoRealizada',
  'arquivos',
  'camposProgramaAmostra',
  'finalizado',
] as const satisfies readonly (keyof SampleItemInput)[];

const scheduledOnly = (items: Items): Items =>
  items.map((item) => {
    const kept = { ...item };
    for (const key of COLLECTION_ONLY) delete kept[key];
    return kept;
  });

/** POST /api/v1/amostras/agendadas */
export async function createScheduled(ctx: Ctx, sent: Items): Promise<WriteResult> {
  const items = scheduledOnly(sent);
  const me = await currentPerson(ctx);
  const idAgrupador = groupIdOf(ctx, items);
  const hash = hashOf('agendada', items);
  const g = groupValues(items);
  const loaded = await loadCreation(ctx, idAgrupador, hash, g, items, () => {
    if (g.idEmpresa != null && g.idEmpresa !== me.idEmpresa && !isManager(ctx))
      throw new AppError('SAMPLE_OTHER_COMPANY');
  });
  if ('replay' in loaded) return loaded.replay;
  checkAgainst(ctx, me, g, items, loaded.refs, schedulingIssues);
  return createGroup(ctx, me, items, { ...g, idEmpresa: g.idEmpresa! }, SCHEDULED, hash);
}

/**
 * POST /api/v1/amostras/coletadas (and /api/v1/amostras): for the user's own company, the collector
 * defaulting to the user's person. POST /api/v2/amostras/coletadas (management): for the company
 * and collector the items name. Items with finalizado false make a draft.
 */
export async function createCollected(ctx: Ctx, sent: Items, version: 1 | 2): Promise<WriteResult> {
  const me = await currentPerson(ctx);
  if (version === 2 && !isManager(ctx)) throw new AppError('FORBIDDEN');
  const idAgrupador = groupIdOf(ctx, sent);
  const hash = hashOf('coletada', sent);
  const lookup = codeLookup(ctx.db);
  const items = await withTrackedFields(lookup, sent);
  const g = groupValues(items);
  const otherCompany = version === 1 && g.idEmpresa != null && g.idEmpresa !== me.idEmpresa;
  if (version === 1) {
    g.idEmpresa = me.idEmpresa;
    g.idPessoaColetor ??= me.idPessoa;
  }
  const loaded = await loadCreation(ctx, idAgrupador, hash, g, items, () => {
    if (otherCompany) throw new AppError('SAMPLE_OTHER_COMPANY');
    if (version === 2) {
      check(ctx, [
        ...(g.idEmpresa == null ? [issue('idEmpresa', RULE_TOKENS.required)] : []),
        ...(g.idPessoaColetor == null ? [issue('idPessoaColetor', RULE_TOKENS.required)] : []),
      ]);
    }
  });
  if ('replay' in loaded) return loaded.replay;
  const draft = items.some((i) => i.finalizado === false);
  checkAgainst(ctx, me, g, items, loaded.refs, draft ? draftIssues : collectionIssues, !draft);
  if (!draft) check(ctx, await trackingIssues(lookup, items));
  return createGroup(ctx, me, items, { ...g, idEmpresa: g.idEmpresa! }, draft ? DRAFT : COLLECTED, hash);
}

/**
 * Items whose tracking code came without the product or supplier its lookup gives get them from
 * the code, as the screen would have set them: a collector offline types the code, the screen
 * cannot look it up, and the outbox sends the item so. Values given are never replaced; a company
 * product keeps the item off the code's catalogue product. Runs after the request's hash, so a
 * retry is still the same request.
 */
async function withTrackedFields(lookup: CodeLookup, items: Items): Promise<Items> {
  return Promise.all(
    items.map(async (item) => {
      const code = item.codigoRastreamento?.trim();
      const productMissing = item.idProduto == null && item.idProdutoEmpresa == null;
      if (!code || (!productMissing && item.idDistribuidor != null)) return item;
      const tracked = await lookup(code);
      if (!tracked) return item;
      const { produto, fornecedor } = tracked;
      return {
        ...item,
        ...(productMissing
          ? {
              idProduto: produto.idProduto,
              idTipoProduto: item.idTipoProduto ?? produto.idTipoProduto,
              idProdutoProcessado: item.idProdutoProcessado ?? produto.idProdutoProcessado,
            }
          : {}),
        idDistribuidor: item.idDistribuidor ?? fornecedor?.idDistribuidor ?? null,
      };
    }),
  );
}

/**
 * The tracking-code field's two errors (part A section 5: the product differs from the code's, a
 * processed product of several inputs) of each item whose code the tracker knows, under
 * 'itens.{i}.codigoRastreamento'. The screen says them when the code is typed; a code typed offline
 * could not be looked up there, so a registration or finalization is checked here too, and the
 * outbox brings a refusal back to its screen. The code must be of the item's product (when finalizing,
 * the scheduled one, which the screen keeps); a company product is none of the tracker's. Drafts are
 * not checked, nor a collected item of `stored` that keeps its code and product.
 */
async function trackingIssues(lookup: CodeLookup, items: Items, stored: readonly repo.ItemRow[] = []) {
  const before = new Map(stored.map((r) => [r.idAmostra, r]));
  const issues = await Promise.all(
    items.map(async (item, i) => {
      const code = item.codigoRastreamento?.trim();
      // a collected item that keeps its code and product: an edit of another field is not refused for a
      // link the tracker gained since, nor for what an older version let through (a draft or a schedule
      // was never checked: registering or finalizing it is)
      const kept = item.idAmostra != null ? before.get(item.idAmostra) : undefined;
      const unchanged =
        kept?.situacao === 'coletada' &&
        kept.codigoRastreamento === (code || null) &&
        kept.idProduto === (item.idProduto ?? null);
      if (unchanged) return [];
      const info = code ? await lookup(code) : null;
      return info ? trackingCodeIssues(at('itens', i, 'codigoRastreamento'), info, item.idProduto) : [];
    }),
  );
  return issues.flat();
}

// ---------- updates ----------

/**
 * The group of an update, in scope for the user (own company, or management). A group the user
 * may not read answers as missing, as its reads do: a sampler finalizes or edits only the groups
 * they collect or registered (readsGroup), and an id reveals nothing of another company's group.
 */
async function groupForUpdate(ctx: Ctx, me: Me, idAgrupador: string, items: Items) {
  const group = await repo.findGroup(ctx.db, idAgrupador);
  if (!group || !group.ativo || !readsGroup(group, { features: ctx.auth.features, me })) {
    throw new AppError('SAMPLE_GROUP_NOT_FOUND');
  }
  check(
    ctx,
    items.flatMap((item, i) =>
      item.idAgrupador !== idAgrupador ? [issue(at('itens', i, 'idAgrupador'), SAMPLE_TOKENS.groupMismatch)] : [],
    ),
  );
  if (group.idEmpresa !== me.idEmpresa && !isManager(ctx)) throw new AppError('SAMPLE_OTHER_COMPANY');
  return group;
}

/**
 * An edit's `If-Match` (RFC 9110: "v", W/"v", a list, or *) against the group's version now: an edit
 * made on a group read before someone else changed it would undo their change, so it is refused (412)
 * and the user reads the group again. Without the header (the spec's clients) the edit goes through.
 */
function checkVersion(group: repo.GroupRow, existing: readonly repo.ItemRow[], ifMatch: string | undefined) {
  if (ifMatch == null) return;
  const tags = ifMatch.split(',').map((t) =>
    t
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1'),
  );
  if (!tags.includes('*') && !tags.includes(groupVersion(group, existing)))
    throw new AppError('SAMPLE_CHANGED_SINCE_READ');
}

/** A write the sample's situacao (lowercase) or statusSistema (uppercase) does not allow; named by its label. */
const wrongState = (state: string) =>
  new AppError('SAMPLE_WRONG_STATE', {
    args: {
      situacao:
        state === state.toUpperCase()
          ? `sara2g.ui.gerenciamento.status.${state.toLowerCase()}`
          : `sara2g.ui.historico.situacao.${state}`,
    },
  });

/**
 * A registered collection is edited as the history offers it (groupActions' editColetada): with the
 * edit feature (adding lets a user finish only their drafts), while no item has a report and some
 * item is not rejected. The group's values are every item's, so an edit would otherwise rewrite an
 * analysed or rejected item's lab, program and place through the group.
 */
function editsCollected(ctx: Ctx, existing: repo.ItemRow[]) {
  if (!hasFeature(ctx.auth.features, [FEATURES.amostraColetadaEditar])) throw new AppError('FORBIDDEN');
  // a report the internal team rejected too: the sample is new again, but the report is the lab's of its values
  if (existing.some((r) => r.situacao === 'analisada' || r.temLaudo)) throw wrongState('analisada');
  if (everyItemRejected(existing)) throw wrongState('rejeitada');
}

/** Items of the body with an idAmostra must be items of the group that this write may change. */
function itemOwnership(ctx: Ctx, items: Items, existing: repo.ItemRow[], editable: (row: repo.ItemRow) => boolean) {
  const byId = new Map(existing.map((r) => [r.idAmostra, r]));
  // an item listed twice would have one copy silently win over the other
  const firstAt = new Map<number, number>();
  check(
    ctx,
    items.flatMap((item, i) => {
      if (item.idAmostra == null) return [];
      if (!byId.has(item.idAmostra))
        return [issue(at('itens', i, 'idAmostra'), SAMPLE_TOKENS.itemNotInGroup, { id: item.idAmostra })];
      if (firstAt.has(item.idAmostra))
        return [issue(at('itens', i, 'idAmostra'), SAMPLE_TOKENS.itemRepeated, { id: item.idAmostra })];
      firstAt.set(item.idAmostra, i);
      return [];
    }),
  );
  for (const item of items) {
    const row = item.idAmostra == null ? undefined : byId.get(item.idAmostra);
    if (row && !editable(row)) throw wrongState(row.situacao);
  }
  return byId;
}

/**
 * Writes the items of an existing group: listed items are updated (a status change is audited),
 * new ones inserted, and editable items missing from the list removed.
 */
async function syncItems(
  tx: Tx,
  me: Me,
  idAgrupador: string,
  g: GroupValues & { idEmpresa: number },
  items: Items,
  existing: repo.ItemRow[],
  editable: (row: repo.ItemRow) => boolean,
  target: Target,
  remove = true,
) {
  const byId = new Map(existing.map((r) => [r.idAmostra, r]));
  const listed = new Set(items.map((i) => i.idAmostra).filter((x): x is number => x != null));
  if (remove) {
    const removed = existing.filter((r) => editable(r) && !listed.has(r.idAmostra));
    // an item a recollection names stays: its removal would leave the recollection without its origin
    const [named] = await repo.recollectedAmong(
      tx,
      removed.map((r) => r.idAmostra),
    );
    if (named) {
      throw new AppError('CONFLICT', {
        token: SAMPLE_TOKENS.hasRecollection,
        args: { amostra: named.codigoRastreamento ?? `#${named.idAmostra}` },
      });
    }
    // the history outlives the deleted item (migration 0005): its removal is the last event
    await repo.insertHistory(
      tx,
      removed.map((r) => ({
        idAmostra: r.idAmostra,
        evento: 'excluir_item',
        statusSistemaDe: r.statusSistema,
        statusSistemaPara: r.statusSistema,
        situacaoDe: r.situacao,
        situacaoPara: r.situacao,
        idUsuario: me.idUsuario,
        motivo: null,
      })),
    );
    await repo.deleteItems(
      tx,
      removed.map((r) => r.idAmostra),
    );
  }
  const added: Items = [];
  for (const item of items) {
    const row = item.idAmostra == null ? undefined : byId.get(item.idAmostra);
    if (!row) {
      added.push(item);
      continue;
    }
    const next = itemRow(g, item, target);
    await repo.updateItem(tx, row.idAmostra, next);
    await repo.replaceLinks(tx, row.idAmostra, links(item));
    const statusChanged = row.situacao !== next.situacao || row.statusSistema !== next.statusSistema;
    const flagsChanged = row.finalizado !== next.finalizado || row.coletaRealizada !== next.coletaRealizada;
    if (statusChanged || flagsChanged) {
      await repo.insertHistory(tx, [
        {
          idAmostra: row.idAmostra,
          // the same status with other flags: reasons for collection not done added or removed
          evento: statusChanged ? target.evento : next.coletaRealizada ? 'coleta_realizada' : 'coleta_nao_realizada',
          statusSistemaDe: row.statusSistema,
          statusSistemaPara: next.statusSistema,
          situacaoDe: row.situacao,
          situacaoPara: next.situacao,
          finalizadoDe: row.finalizado,
          finalizadoPara: next.finalizado,
          coletaRealizadaDe: row.coletaRealizada,
          coletaRealizadaPara: next.coletaRealizada,
          idUsuario: me.idUsuario,
          motivo: null,
        },
      ]);
    }
  }
  // new items of the body, in its order, in one statement
  if (added.length) await insertItems(tx, me, idAgrupador, idAgrupador, g, added, target);
}

/**
 * Runs an update of a group in one transaction, holding the group's row lock and its items' locks. A
 * concurrent write that got there first with the same content makes this one a replay (nothing
 * written); one with other content makes it a 409, since this write was checked against the state
 * before it. So does an item changed meanwhile by a write that does not lock the group (a rejection):
 * this write would otherwise undo it with the items as they were read (`existing`).
 */
async function guardedUpdate(
  ctx: Ctx,
  group: repo.GroupRow,
  existing: readonly repo.ItemRow[],
  done: (now: Awaited<ReturnType<typeof repo.lockGroup>>) => boolean,
  work: (tx: Tx) => Promise<void>,
) {
  await ctx.db.transaction().execute(async (tx) => {
    const now = await repo.lockGroup(tx, group.idAgrupador);
    if (done(now)) return;
    if (now.hashRequisicao !== group.hashRequisicao || now.situacao !== group.situacao || now.ativo !== group.ativo) {
      throw new AppError('CONFLICT');
    }
    const items = await repo.listGroupItems(tx, group.idAgrupador, { lock: true });
    if (JSON.stringify(items) !== JSON.stringify(existing)) throw new AppError('CONFLICT');
    await work(tx);
  });
  return { status: 200 as const, data: await view(ctx.db, group.idAgrupador) };
}

/** Values of the stored group, for writes that keep them (finalize) or default to them. */
function storedValues(group: repo.GroupRow): GroupValues & { idEmpresa: number } {
  return {
    idLaboratorio: group.idLaboratorio,
    idOrcamento: group.idOrcamento,
    idProgramaAmostra: group.idProgramaAmostra,
    idLocalAmostra: group.idLocalAmostra,
    idVarejo: group.idVarejo,
    idEmpresa: group.idEmpresa,
    idPessoaColetor: group.idPessoaColetor,
    dataAgendada: group.dataAgendada,
    dataColeta: group.dataColeta,
    responsavelColeta: group.responsavelColeta,
    pessoaColeta: group.pessoaColeta,
    temConformidade: group.temConformidade,
    idNormaAmbiental: group.idNormaAmbiental,
    responsavelAmostraAmbiental: group.responsavelAmostraAmbiental,
    localAmostra: group.localAmostra,
    tipoAmostragem: group.tipoAmostragem,
    rastreamento: group.rastreamento,
  };
}

/**
 * PUT /api/v1/amostras/agendadas/{idAgrupador}: edits a scheduled group of the user's company
 * (management: any). An empty list deletes (deactivates) it: only the company that created it, and
 * only while the lab status of every item is pending.
 */
export async function updateScheduled(
  ctx: Ctx,
  idAgrupador: string,
  sent: Items,
  ifMatch?: string,
): Promise<WriteResult> {
  const items = scheduledOnly(sent);
  const me = await currentPerson(ctx);
  if (items.length === 0) return deleteScheduled(ctx, me, idAgrupador, ifMatch);
  const group = await groupForUpdate(ctx, me, idAgrupador, items);
  checkRegistrant(ctx, me, group, 'FORBIDDEN');
  const hash = hashOf('agendada', items);
  if (group.hashRequisicao === hash) return { status: 200, data: await view(ctx.db, idAgrupador) };
  // a group whose state no longer takes the write says so (409), whatever version the write was made on
  if (group.situacao !== 'agendada') throw wrongState(group.situacao);
  const existing = await repo.listGroupItems(ctx.db, idAgrupador);
  // so is a schedule whose every item was rejected: before the version, which the rejection changed
  if (everyItemRejected(existing)) throw wrongState('rejeitada');
  checkVersion(group, existing, ifMatch);
  const g = groupValues(items);
  g.idEmpresa ??= group.idEmpresa;
  if (g.idEmpresa !== group.idEmpresa && !isManager(ctx)) throw new AppError('SAMPLE_OTHER_COMPANY');
  const editable = (r: repo.ItemRow) => r.situacao === 'agendada';
  itemOwnership(ctx, items, existing, editable);
  await validate(ctx, me, g, items, schedulingIssues);
  const values = { ...g, idEmpresa: g.idEmpresa };
  return guardedUpdate(
    ctx,
    group,
    existing,
    (now) => now.hashRequisicao === hash,
    async (tx) => {
      await repo.updateGroup(tx, idAgrupador, groupRow(values, SCHEDULED, hash));
      await syncItems(tx, me, idAgrupador, values, items, existing, editable, SCHEDULED);
    },
  );
}

async function deleteScheduled(ctx: Ctx, me: Me, idAgrupador: string, ifMatch?: string): Promise<WriteResult> {
  const group = await repo.findGroup(ctx.db, idAgrupador);
  if (!group || !readsGroup(group, { features: ctx.auth.features, me })) throw new AppError('SAMPLE_GROUP_NOT_FOUND');
  const creator = group.idEmpresaCadastrante ?? group.idEmpresa;
  // the delete feature besides the scheduling ones the route asks (spec part B section 6)
  if (!hasFeature(ctx.auth.features, [FEATURES.amostraExcluir]) || creator !== me.idEmpresa) {
    throw new AppError('SAMPLE_DELETE_FORBIDDEN');
  }
  checkRegistrant(ctx, me, group, 'SAMPLE_DELETE_FORBIDDEN');
  // a repeated delete answers the deleted group again
  if (!group.ativo) return { status: 200, data: await view(ctx.db, idAgrupador) };
  if (group.situacao !== 'agendada') throw wrongState(group.situacao);
  const existing = await repo.listGroupItems(ctx.db, idAgrupador);
  // a delete decided on the schedule as read does not remove a change made since (If-Match, as an edit)
  checkVersion(group, existing, ifMatch);
  if (existing.some((r) => r.statusSQSAgrosafety !== 'pending')) throw new AppError('SAMPLE_DELETE_FORBIDDEN');
  return guardedUpdate(
    ctx,
    group,
    existing,
    (now) => !now.ativo,
    async (tx) => {
      await repo.updateGroup(tx, idAgrupador, { ativo: false });
      await repo.insertHistory(
        tx,
        existing.map((r) => ({
          idAmostra: r.idAmostra,
          evento: 'excluir_agendada',
          statusSistemaDe: r.statusSistema,
          statusSistemaPara: r.statusSistema,
          situacaoDe: r.situacao,
          situacaoPara: r.situacao,
          idUsuario: me.idUsuario,
          motivo: null,
        })),
      );
    },
  );
  return { status: 200, data: await view(ctx.db, idAgrupador) };
}

/**
 * PUT /api/v1/amostras/agendadas/finalizar: every scheduled item of the group, with its collection
 * data; laboratory, program, place and the other scheduled values stay. agendada → coletada,
 * AMOSTRA_AGENDADA → AMOSTRA_NOVA. Save-for-later in finalize mode finalizes too (spec section 4).
 */
export async function finalizeScheduled(ctx: Ctx, sent: Items, ifMatch?: string): Promise<WriteResult> {
  const me = await currentPerson(ctx);
  const idAgrupador = groupIdOf(ctx, sent);
  const group = await groupForUpdate(ctx, me, idAgrupador, sent);
  const hash = hashOf('finalizar', sent);
  if (group.hashRequisicao === hash) return { status: 200, data: await view(ctx.db, idAgrupador) };
  // a code typed offline names its product and supplier as on a new collection
  const lookup = codeLookup(ctx.db);
  const items = await withTrackedFields(lookup, sent);
  // a group whose state no longer takes the write says so (409), whatever version the write was made on
  if (group.situacao !== 'agendada') throw wrongState(group.situacao);
  // a finalization made on a copy of the schedule read before someone changed it (offline, say)
  const existing = await repo.listGroupItems(ctx.db, idAgrupador);
  // so is a schedule whose every item was rejected (409): before the version, which the rejection changed
  if (everyItemRejected(existing)) throw wrongState('rejeitada');
  checkVersion(group, existing, ifMatch);
  const editable = (r: repo.ItemRow) => r.situacao === 'agendada';
  itemOwnership(ctx, items, existing, editable);
  const listed = new Set(items.map((i) => i.idAmostra));
  check(
    ctx,
    existing.some((r) => editable(r) && !listed.has(r.idAmostra)) || items.some((i) => i.idAmostra == null)
      ? [issue('itens', SAMPLE_TOKENS.allItemsRequired)]
      : [],
  );
  const first = items[0]!;
  const g = {
    ...storedValues(group),
    dataColeta: first.dataColeta ?? null,
    responsavelColeta: first.responsavelColeta?.trim() || group.responsavelColeta,
    pessoaColeta: first.pessoaColeta?.trim() || group.pessoaColeta,
    // a water or soil schedule may leave its place (free text) to the collection: said on finalizing
    localAmostra: group.localAmostra ?? (group.idLocalAmostra == null ? first.localAmostra?.trim() || null : null),
  };
  await validate(ctx, me, g, items, finalizeIssues);
  // the code must be of the item's product: the scheduled one, which the finalize screen keeps
  check(ctx, await trackingIssues(lookup, items, existing));
  return guardedUpdate(
    ctx,
    group,
    existing,
    (now) => now.hashRequisicao === hash,
    async (tx) => {
      await repo.updateGroup(tx, idAgrupador, groupRow(g, COLLECTED, hash));
      await syncItems(
        tx,
        me,
        idAgrupador,
        g,
        items,
        existing,
        editable,
        { ...COLLECTED, evento: 'finalizar_agendada' },
        false,
      );
    },
  );
}

/**
 * PUT /api/v1/amostras/coletadas/{idAgrupador}: updates a draft (still a draft while an item says
 * finalizado false; otherwise it is registered: coletada, AMOSTRA_NOVA) or a collected group
 * (its collected items still without a report).
 */
export async function updateCollected(
  ctx: Ctx,
  idAgrupador: string,
  sent: Items,
  ifMatch?: string,
): Promise<WriteResult> {
  const me = await currentPerson(ctx);
  const group = await groupForUpdate(ctx, me, idAgrupador, sent);
  checkRegistrant(ctx, me, group, 'FORBIDDEN');
  // a draft is its registrant's (each person's own comes back to them: naofinalizado): a colleague of the
  // company neither rewrites nor registers it; management may, as it may edit any group
  if (group.situacao === 'rascunho' && group.idPessoaCadastrante !== me.idPessoa && !isManager(ctx))
    throw new AppError('FORBIDDEN');
  const hash = hashOf('coletada', sent);
  if (group.hashRequisicao === hash) return { status: 200, data: await view(ctx.db, idAgrupador) };
  const lookup = codeLookup(ctx.db);
  const items = await withTrackedFields(lookup, sent);
  if (group.situacao !== 'rascunho' && group.situacao !== 'coletada') throw wrongState(group.situacao);
  const existing = await repo.listGroupItems(ctx.db, idAgrupador);
  // an item analysed or every item rejected since: said before the version, which those changed (409)
  if (group.situacao === 'coletada') editsCollected(ctx, existing);
  checkVersion(group, existing, ifMatch);
  if (items.length === 0) check(ctx, [issue('itens', RULE_TOKENS.addItem)]);
  const draft = group.situacao === 'rascunho' && items.some((i) => i.finalizado === false);
  const g = groupValues(items);
  g.idEmpresa ??= group.idEmpresa;
  g.idPessoaColetor ??= group.idPessoaColetor;
  // the date a finalized schedule was for: the collection screen shows it, never changes it
  g.dataAgendada ??= group.dataAgendada;
  if (g.idEmpresa !== group.idEmpresa && !isManager(ctx)) throw new AppError('SAMPLE_OTHER_COMPANY');
  const editable = (r: repo.ItemRow) =>
    r.situacao === 'rascunho' || (r.situacao === 'coletada' && r.statusSistema === 'AMOSTRA_NOVA' && !r.temLaudo);
  itemOwnership(ctx, items, existing, editable);
  await validate(ctx, me, g, items, draft ? draftIssues : collectionIssues, !draft);
  if (!draft) check(ctx, await trackingIssues(lookup, items, existing));
  const target = draft ? DRAFT : COLLECTED;
  const values = { ...g, idEmpresa: g.idEmpresa };
  return guardedUpdate(
    ctx,
    group,
    existing,
    (now) => now.hashRequisicao === hash,
    async (tx) => {
      await repo.updateGroup(tx, idAgrupador, groupRow(values, target, hash));
      await syncItems(tx, me, idAgrupador, values, items, existing, editable, target);
    },
  );
}

// ---------- reject ----------

/** PUT /api/v1/amostras/rejeitar/{idAmostra}: AMOSTRA_NOVA or AMOSTRA_AGENDADA → AMOSTRA_REJEITADA, reason in observacao. */
export async function rejectSample(ctx: Ctx, rawId: string, observacao: string) {
  const digits = rawId.trim();
  const idAmostra = /^\d+$/.test(digits) ? Number(digits) : 0;
  if (idAmostra <= 0) throw new AppError('SAMPLE_ID_REQUIRED');
  // a well-formed id beyond the column's range names no sample (part B section 8: nonexistent)
  if (idAmostra > 2_147_483_647) throw new AppError('SAMPLE_NONEXISTENT');
  const sample = await repo.findSample(ctx.db, idAmostra);
  if (!sample || !sample.ativo) throw new AppError('SAMPLE_NONEXISTENT');
  if (!canBeRejected(sample.statusSistema)) throw wrongState(sample.statusSistema ?? sample.situacao);
  await ctx.db.transaction().execute(async (tx) => {
    // conditional on the status read above, so two concurrent rejections audit once
    const changed = await repo.rejectItem(tx, idAmostra, sample.statusSistema!, observacao);
    if (!changed) throw wrongState('rejeitada');
    await repo.insertHistory(tx, [
      {
        idAmostra,
        evento: 'rejeitar',
        statusSistemaDe: sample.statusSistema,
        statusSistemaPara: 'AMOSTRA_REJEITADA',
        situacaoDe: sample.situacao,
        situacaoPara: 'rejeitada',
        idUsuario: ctx.auth.user.id,
        motivo: observacao,
      },
    ]);
  });
  return {
    idAmostra,
    situacao: 'rejeitada' as const,
    statusSistema: 'AMOSTRA_REJEITADA' as const,
    observacao,
    mensagem: ctx.t(SAMPLE_TOKENS.rejected),
  };
}

// ---------- reads ----------

/** A group for the edit and view screens: own company (or created by it) for company users; management sees all. */
export async function readGroup(ctx: Ctx, idAgrupador: string, situacoes: readonly string[]) {
  const group = await repo.findGroup(ctx.db, idAgrupador);
  const seesAll = hasFeature(ctx.auth.features, [FEATURES.amostraGerenciamento, FEATURES.amostraListagemAdmin]);
  if (!group || !group.ativo || !situacoes.includes(group.situacao)) throw new AppError('SAMPLE_GROUP_NOT_FOUND');
  // the person with the retail chains of their company (retail staff view the groups at them)
  const me = await findScopePerson(ctx.db, ctx.auth.user.id);
  if (!seesAll && !me) throw new AppError('SAMPLE_PERSON_MISSING');
  // the same rule as the history's view button (group-actions)
  if (!viewsGroup(group, { features: ctx.auth.features, me })) throw new AppError('SAMPLE_GROUP_NOT_FOUND');
  const data = await view(ctx.db, idAgrupador);
  const { ownCompany, ...acoes } = groupActions(groupFactsOfView(data), { features: ctx.auth.features, me });
  // company and collector names only for the user's own company (part A section 6), and for management,
  // which chooses companies and collectors itself (the collection screen's selects, the management filters);
  // the registrant and the typed collection responsible are the collecting company's people too (the
  // sample PDF leaves them out alike)
  return ownCompany || hasFeature(ctx.auth.features, [FEATURES.amostraGerenciamento])
    ? { ...data, acoes }
    : {
        ...data,
        acoes,
        nomeEmpresaColetora: null,
        nomePessoaColetora: null,
        nomePessoaCadastrante: null,
        responsavelColeta: null,
      };
}

/** How many drafts the collection screen offers: a collector keeps a few, never hundreds. */
export const DRAFTS_OFFERED = 20;

/**
 * GET /api/v2/amostras/coletadas/rascunhos: the drafts the user registered, newest first. With only
 * the newest one offered, saving another draft left the older out of reach.
 */
export async function readOwnDrafts(ctx: Ctx) {
  const me = await currentPerson(ctx);
  const drafts = await repo.findDraftGroupIds(ctx.db, me.idPessoa, DRAFTS_OFFERED);
  return Promise.all(drafts.map((d) => view(ctx.db, d.idAgrupador)));
}

/** GET /api/v2/amostras/coletadas/naofinalizado: the newest draft the user registered, or null. */
export async function readOwnDraft(ctx: Ctx) {
  const me = await currentPerson(ctx);
  const draft = await repo.findDraftGroupId(ctx.db, me.idPessoa);
  return draft ? view(ctx.db, draft.idAgrupador) : null;
}
