import { isRejected } from '@sara/domain/group-actions';
import { isBlank, type FieldIssue } from '@sara/domain/rules/fields';
import { isTraceable, trackingKind } from '@sara/domain/rules/programs';
import { newItem, type ProgramaRef, type SampleGroupForm, type SampleItemForm } from '@sara/domain/rules/sample-form';
import type { SampleGroupView, SampleItemInput } from '@sara/domain/samples';

const text = (v: string | null | undefined): string | null => (isBlank(v) ? null : v!.trim());

/**
 * The request body of a collection (spec part A section 7 "Samples"): one wire item per card, each
 * carrying the group's values and the same idAgrupador; `finalizado` false saves a draft.
 */
export function toSampleItems(group: SampleGroupForm, idAgrupador: string, finalizado: boolean): SampleItemInput[] {
  const place = group.localAmostra;
  const optional = trackingKind(group.tipoRastreamento).kind === 'optional';
  // only the product the program kind uses travels (the server refuses the other one)
  const catalogue = isTraceable(group);
  return group.itens.map((item) => ({
    idAmostra: item.idAmostra,
    idAgrupador,
    idLaboratorio: group.laboratorio?.idLaboratorio ?? null,
    idEmpresa: group.idEmpresa,
    idProgramaAmostra: group.programaAmostra?.idProgramaAmostra ?? null,
    idLocalAmostra: typeof place === 'object' && place ? place.idLocalAmostra : null,
    localAmostra: typeof place === 'string' ? text(place) : null,
    idPessoaColetor: group.idPessoaColetor,
    idProdutoEmpresa: catalogue ? null : item.idProdutoEmpresa,
    idObjetoRastreado: item.idObjetoRastreado,
    idObjetoAmostra: item.idObjetoAmostra,
    idProduto: catalogue ? item.idProduto : null,
    idTipoProduto: item.idTipoProduto,
    idProdutoProcessado: item.idProdutoProcessado,
    idDistribuidor: item.idDistribuidor,
    idVarejo: group.varejo?.idVarejo ?? null,
    idNormaAmbiental: group.idNormaAmbiental,
    idAmostraRecoletada: item.idAmostraRecoletada,
    // a finalized schedule's date, kept as read (the screen does not edit it)
    dataAgendada: group.dataAgendada,
    dataColeta: group.dataColeta,
    dataFabricacao: item.dataFabricacao,
    dataValidade: item.dataValidade,
    responsavelColeta: text(group.responsavelColeta),
    pessoaColeta: text(group.pessoaColeta),
    lote: text(item.lote),
    numeroLacre: text(item.numeroLacre),
    codigoEAN: text(item.codigoEAN),
    observacao: text(item.observacao),
    codigoRastreamento: text(item.codigoRastreamento),
    tipoFornecedor: item.tipoFornecedor,
    nomeProduto: text(item.nomeProduto),
    tipoAmostragem: group.tipoAmostragem,
    responsavelAmostraAmbiental: group.responsavelAmostraAmbiental,
    temConformidade: group.relatoConformidade,
    rastreamento: optional ? isTraceable(group) : null,
    isRecoleta: item.isRecoleta,
    finalizado,
    infoLaboratorio: { idOrcamento: group.orcamento?.idOrcamento ?? null },
    motivosColetaNaoRealizada: item.motivosColetaNaoRealizada,
    arquivos: item.idsArquivo.map((id) => ({ idArquivo: String(id) })),
    camposProgramaAmostra: item.camposProgramaAmostra.map((c) => ({
      idCampoPrograma: c.idCampoPrograma,
      valor: text(c.valor),
    })),
  }));
}

/** The screen state of a saved group (edit mode, or a draft being continued). */
export function fromGroupView(view: SampleGroupView, programs: readonly ProgramaRef[]): SampleGroupForm {
  const program =
    programs.find((p) => p.idProgramaAmostra === view.idProgramaAmostra) ??
    (view.idProgramaAmostra != null
      ? {
          idProgramaAmostra: view.idProgramaAmostra,
          nome: view.nomeProgramaAmostra ?? undefined,
          tipoRastreamento: view.tipoRastreamento,
        }
      : null);
  const t = trackingKind(view.tipoRastreamento);
  return {
    ...(t.kind === 'optional' ? { [`rastreamento_${t.product}`]: view.rastreamento } : {}),
    idAgrupador: view.idAgrupador,
    laboratorio:
      view.idLaboratorio != null
        ? { idLaboratorio: view.idLaboratorio, nome: view.nomeLaboratorio ?? undefined }
        : null,
    orcamento: view.idOrcamento != null ? { idOrcamento: view.idOrcamento } : null,
    programaAmostra: program,
    localAmostra:
      view.idLocalAmostra != null
        ? { idLocalAmostra: view.idLocalAmostra, nome: view.nomeLocalAmostra ?? undefined }
        : (view.localAmostra ?? null),
    varejo: view.idVarejo != null ? { idVarejo: view.idVarejo, nome: view.nomeVarejo ?? undefined } : null,
    dataAgendada: view.dataAgendada,
    dataColeta: view.dataColeta,
    situacaoAmostra: view.situacao,
    tipoRastreamento: view.tipoRastreamento,
    relatoConformidade: view.temConformidade,
    idNormaAmbiental: view.idNormaAmbiental,
    normaAmbiental: view.normaAmbiental,
    responsavelAmostraAmbiental: view.responsavelAmostraAmbiental,
    idEmpresa: view.idEmpresa,
    nomeEmpresaColetora: view.nomeEmpresaColetora,
    nomePessoaColetora: view.nomePessoaColetora,
    nomePessoaCadastrante: view.nomePessoaCadastrante,
    responsavelColeta: view.responsavelColeta,
    pessoaColeta: view.pessoaColeta,
    idPessoaColetor: view.idPessoaColetor,
    tipoAmostragem: view.tipoAmostragem,
    finalizado: view.finalizado,
    // a rejected item is no longer the group's to change: the writes leave it as it is (spec part B section 4)
    itens: view.itens
      .filter((it) => !isRejected(it))
      .map((it): SampleItemForm => {
        const base = newItem(crypto.randomUUID(), program);
        return {
          ...base,
          idAmostra: it.idAmostra,
          idObjetoAmostra: it.idObjetoAmostra,
          idObjetoRastreado: it.idObjetoRastreado,
          idProduto: it.idProduto,
          idProdutoEmpresa: it.idProdutoEmpresa,
          idProdutoProcessado: it.idProdutoProcessado,
          idTipoProduto: it.idTipoProduto,
          nomeProduto: it.nomeProduto ?? it.nomeProdutoEmpresa,
          codigoRastreamento: it.codigoRastreamento,
          idDistribuidor: it.idDistribuidor,
          nomeDistribuidor: it.nomeDistribuidor,
          usuarioPlataforma: it.idDistribuidor != null ? true : null,
          tipoFornecedor: it.tipoFornecedor,
          codigoEAN: it.codigoEAN,
          numeroLacre: it.numeroLacre,
          dataFabricacao: it.dataFabricacao,
          dataValidade: it.dataValidade,
          lote: it.lote,
          observacao: it.observacao,
          motivosColetaNaoRealizada: [...it.motivosColetaNaoRealizada],
          idsArquivo: [...it.idsArquivo],
          camposProgramaAmostra: base.camposProgramaAmostra.map((c) => ({
            ...c,
            valor: it.camposProgramaAmostra.find((v) => v.idCampoPrograma === c.idCampoPrograma)?.valor ?? null,
          })),
          codigoMylims: it.codigoMylims,
          isRecoleta: it.isRecoleta,
          idAmostraRecoletada: it.idAmostraRecoletada,
          codigoRecoletado: it.codigoRastreamentoRecoletado,
        };
      }),
  };
}

/** Server field paths ('itens.0.numeroLacre', '0.numeroLacre', 'laboratorio', '0.idLaboratorio') onto screen paths. */
const GROUP_FIELDS: Record<string, string> = {
  idLaboratorio: 'laboratorio',
  idProgramaAmostra: 'programaAmostra',
  idLocalAmostra: 'localAmostra',
  localAmostra: 'localAmostra',
  idVarejo: 'varejo',
  idOrcamento: 'orcamento',
  'infoLaboratorio.idOrcamento': 'orcamento',
  dataColeta: 'dataColeta',
  responsavelColeta: 'responsavelColeta',
  pessoaColeta: 'pessoaColeta',
  idNormaAmbiental: 'normaAmbiental',
  temConformidade: 'relatoConformidade',
  idEmpresa: 'empresaColetor',
  idPessoaColetor: 'coletor',
};
const ITEM_FIELDS: Record<string, string> = { arquivos: 'idsArquivo' };

export function mapServerPath(raw: string): string {
  const path = raw.replace(/\//g, '.').replace(/^body\.?/, '');
  const m = /^(?:itens\.)?(\d+)\.(.+)$/.exec(path);
  if (m) {
    const [, index, field] = m;
    if (GROUP_FIELDS[field!]) return GROUP_FIELDS[field!]!;
    const head = field!.split('.')[0]!;
    return `itens.${index}.${ITEM_FIELDS[head] ?? field}`;
  }
  return GROUP_FIELDS[path] ?? path;
}

/** The paths the collection screen shows an error under; a server error about anything else goes to the alerts. */
const SHOWN_GROUP_PATHS = new Set([...Object.values(GROUP_FIELDS), 'itens']);
const SHOWN_ITEM_PATH =
  /^itens\.\d+\.(codigoRastreamento|nomeProduto|idProdutoEmpresa|idDistribuidor|codigoEAN|numeroLacre|dataFabricacao|dataValidade|lote|observacao|idsArquivo|idAmostraRecoletada|camposProgramaAmostra\.\d+\.valor)$/;
export const isShownPath = (path: string): boolean => SHOWN_GROUP_PATHS.has(path) || SHOWN_ITEM_PATH.test(path);

/** The server's validation errors as screen issues (messages already translated). */
export function serverIssues(body: unknown): FieldIssue[] {
  const errors = (body as { error?: { details?: { errors?: { path?: string; message?: string }[] } } })?.error?.details
    ?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e) => typeof e.path === 'string' && typeof e.message === 'string')
    .map((e) => ({ path: mapServerPath(e.path!), message: e.message! }));
}
