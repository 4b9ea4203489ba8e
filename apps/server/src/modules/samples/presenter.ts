import { isRejected } from '@sara/domain/group-actions';
import type { SampleGroupView, SampleItemView } from '@sara/domain/samples';
import type { GroupViewRows } from './repository.ts';

/**
 * Dates leave the server as 'YYYY-MM-DDTHH:mm:ss.SSS' without zone (the spec's wire format):
 * timestamps are read as text by the driver; date columns get midnight.
 */
export function wireDate(value: string | null): string | null {
  if (value == null) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?)?/.exec(value);
  if (!m) return value;
  const time = (m[2] ?? '00:00:00').padEnd(8, ':00');
  return `${m[1]}T${time}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}`;
}

/** A group with its items as the edit and view screens read it (and as every group write answers). */
/**
 * A group's version (SampleGroupView.versao): the hash of its last write (seeded groups have none),
 * and how many of its items were rejected since. A rejection changes no group write, but an edit or a
 * finalization made before it still lists the rejected item: told apart, it is refused as made on an
 * older version (412), and its screen opens it again without that item, instead of a 409 nobody can
 * correct. When every item was rejected nothing is left to open: that state is said first (409).
 * Rejections are final, so the count only grows.
 */
export const groupVersion = (g: { hashRequisicao: string | null }, itens: readonly { situacao: string }[]): string =>
  versionOf(g.hashRequisicao, itens.filter(isRejected).length);

/** The version from its parts, for a list that counts the rejected items in SQL (the history). */
export const versionOf = (hashRequisicao: string | null, rejected: number): string => {
  const base = hashRequisicao ?? '0';
  return rejected > 0 ? `${base}.${rejected}` : base;
};

export function presentGroup({ group: g, items, motivos, arquivos, campos }: GroupViewRows): SampleGroupView {
  const itens: SampleItemView[] = items.map((a) => {
    const files = arquivos.filter((f) => f.idAmostra === a.idAmostra).map((f) => f.idArquivo);
    return {
      idAmostra: a.idAmostra,
      idAgrupador: a.idAgrupador,
      situacao: a.situacao,
      statusSistema: a.statusSistema,
      coletaRealizada: a.coletaRealizada,
      finalizado: a.finalizado,
      codigoRastreamento: a.codigoRastreamento,
      idProduto: a.idProduto,
      nomeProduto: a.nomeProdutoBas ?? a.nomeProdutoEmpresa,
      nomeProdutoI18n: a.nomeProdutoI18n ?? null,
      idProdutoEmpresa: a.idProdutoEmpresa,
      nomeProdutoEmpresa: a.nomeProdutoEmpresa,
      idDistribuidor: a.idDistribuidor,
      nomeDistribuidor: a.nomeDistribuidor,
      tipoFornecedor: a.tipoFornecedor,
      idTipoProduto: a.idTipoProduto,
      idProdutoProcessado: a.idProdutoProcessado,
      idObjetoRastreado: a.idObjetoRastreado,
      idObjetoAmostra: a.idObjetoAmostra,
      codigoEAN: a.codigoEAN,
      numeroLacre: a.numeroLacre,
      lote: a.lote,
      observacao: a.observacao,
      dataColeta: wireDate(a.dataColeta),
      dataAgendada: wireDate(a.dataAgendada),
      dataFabricacao: wireDate(a.dataFabricacao),
      dataValidade: wireDate(a.dataValidade),
      isRecoleta: a.isRecoleta,
      idAmostraRecoletada: a.idAmostraRecoletada,
      codigoRastreamentoRecoletado: a.codigoRastreamentoRecoletado,
      codigoAgrosafety: a.codigoAgrosafety,
      codigoMylims: a.codigoMylims,
      infoLaboratorio: {
        idOrcamento: a.idOrcamento,
        codigoAgrosafety: a.codigoAgrosafety,
        idSQSAmostraAgrosafety: a.idSQSAmostraAgrosafety,
        statusSQSAgrosafety: a.statusSQSAgrosafety,
        idSampleMyLims: a.idSampleMyLims,
      },
      motivosColetaNaoRealizada: motivos.filter((m) => m.idAmostra === a.idAmostra).map((m) => m.motivo),
      arquivos: files.map((idArquivo) => ({ idArquivo })),
      idsArquivo: files,
      camposProgramaAmostra: campos
        .filter((c) => c.idAmostra === a.idAmostra)
        .map((c) => ({ idCampoPrograma: c.idCampoPrograma, valor: c.valor })),
    };
  });
  return {
    idAgrupador: g.idAgrupador,
    numero: g.numero,
    situacao: g.situacao,
    finalizado: g.finalizado,
    ativo: g.ativo,
    idLaboratorio: g.idLaboratorio,
    nomeLaboratorio: g.nomeLaboratorio,
    idOrcamento: g.idOrcamento,
    nomeOrcamento: g.codigoOrcamento == null ? null : `${g.codigoOrcamento} - ${g.objetoOrcamento}`,
    idProgramaAmostra: g.idProgramaAmostra,
    nomeProgramaAmostra: g.nomeProgramaAmostra,
    tipoRastreamento: g.tipoRastreamento,
    idLocalAmostra: g.idLocalAmostra,
    nomeLocalAmostra: g.nomeLocalAmostra ?? g.localAmostra,
    localAmostra: g.localAmostra,
    idVarejo: g.idVarejo,
    nomeVarejo: g.nomeVarejo,
    dataAgendada: wireDate(g.dataAgendada),
    dataColeta: wireDate(g.dataColeta),
    responsavelColeta: g.responsavelColeta,
    pessoaColeta: g.pessoaColeta,
    idEmpresa: g.idEmpresa,
    nomeEmpresaColetora: g.nomeEmpresaColetora,
    idPessoaColetor: g.idPessoaColetor,
    nomePessoaColetora: g.nomePessoaColetora,
    idPessoaCadastrante: g.idPessoaCadastrante,
    nomePessoaCadastrante: g.nomePessoaCadastrante,
    idEmpresaCadastrante: g.idEmpresaCadastrante ?? g.idEmpresa,
    temConformidade: g.temConformidade,
    idNormaAmbiental: g.idNormaAmbiental,
    normaAmbiental: g.normaAmbiental,
    responsavelAmostraAmbiental: g.responsavelAmostraAmbiental,
    tipoAmostragem: g.tipoAmostragem,
    rastreamento: g.rastreamento,
    versao: groupVersion(g, items),
    itens,
  };
}
