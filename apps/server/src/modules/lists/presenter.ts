import { ENVIRONMENTAL_PROGRAMS } from '@sara/domain/constants';
import { samplePdfAvailable } from '@sara/domain/group-actions';
import type { ManagementRow, MySampleRow, SampleDetail } from '@sara/domain/lists';
import { wireDate } from '../samples/presenter.ts';
import type { ManagementDbRow } from './management-query.ts';
import type { MySampleDbRow, PreviousCollectionRow, SampleDetailDbRow } from './repository.ts';

const previous = (rows: PreviousCollectionRow[]) =>
  rows.map((r) => ({ ...r, numero: Number(r.numero), dataColeta: wireDate(r.dataColeta) }));

/** Which groups the user may open for editing from the table: by the features of each edit screen. */
export interface ManagementEdit {
  coletada: boolean;
  agendada: boolean;
}

export function presentManagementRow(r: ManagementDbRow, edit: ManagementEdit): ManagementRow {
  return {
    idAmostra: r.idAmostra,
    idAgrupador: r.idAgrupador,
    idLaboratorio: r.idLaboratorio ?? 0,
    laboratorio: r.laboratorio ?? '',
    idProgramaAmostra: r.idProgramaAmostra ?? 0,
    idEmpresa: r.idEmpresa,
    idPessoaColetor: r.idPessoaColetor,
    situacao: r.situacao,
    codigoRastreamento: r.codigoRastreamento,
    codigoAmostra: r.codigoAmostra,
    dataColeta: wireDate(r.dataColeta),
    dataAgendada: wireDate(r.dataAgendada),
    varejoRama: r.varejo,
    localAmostra: r.localAmostra,
    produto: r.produto,
    produtoI18n: r.produtoI18n,
    fornecedor: r.fornecedor,
    documento: r.documento,
    inscricaoRural: r.inscricaoRural,
    dataLaudo: wireDate(r.dataLaudo),
    statusSistema: r.statusSistema,
    statusLaudo: r.statusLaudo,
    resultadoLaudo: r.resultadoLaudo,
    observacao: r.observacao,
    numeroLaudo: r.numeroLaudo,
    idLaudo: r.idLaudo,
    idArquivoLaudo: r.idArquivoLaudo,
    // a scheduled sample opens the scheduled edit screen, a collected one the collected (part B section 4)
    // (a collected group with an analysed item is no longer editable: its screen would open read-only)
    showButtonEdit:
      (r.situacao === 'coletada' && edit.coletada && !r.anyItemAnalysed) ||
      (r.situacao === 'agendada' && edit.agendada),
    showButtonPdf: samplePdfAvailable({ ...r, itemCount: 1 }),
    showButtonPdfLaudo: r.idArquivoLaudo != null,
  };
}

export function presentMySample(r: MySampleDbRow): MySampleRow {
  return {
    idAmostra: r.idAmostra,
    idAgrupador: r.idAgrupador,
    idLaudo: r.idLaudo,
    idProgramaAmostra: r.idProgramaAmostra ?? 0,
    ambiental: r.ambiental || ENVIRONMENTAL_PROGRAMS.includes(r.idProgramaAmostra ?? 0),
    codigoRastreamento: r.codigoRastreamento,
    codigoAmostra: r.codigoAmostra,
    produto: r.produto,
    produtoI18n: r.produtoI18n,
    dataColeta: wireDate(r.dataColeta),
    situacao: r.situacao,
    statusSistema: r.statusSistema,
    resultadoLaudo: r.resultadoLaudo,
    fornecedor: r.fornecedor,
    numeroLaudo: r.numeroLaudo,
    codLaboratorio: r.codigoAmostra,
    idLaboratorio: r.idLaboratorio ?? 0,
    nomeLaboratorio: r.laboratorio ?? '',
    dataLaudo: wireDate(r.dataLaudo),
    localColeta: r.localAmostra,
    coletasAnteriores: previous(r.coletasAnteriores),
    atrasada: r.atrasada,
    contestada: r.contestada,
    quantidadeLaudos: r.quantidadeLaudos,
    idArquivoLaudo: r.idArquivoLaudo,
  };
}

/** Company and collector names: own company or management only (spec part A section 6). */
export function presentDetail(r: SampleDetailDbRow, showNames: boolean, edit: ManagementEdit): SampleDetail {
  return {
    ...presentManagementRow(r, edit),
    numeroLacre: r.numeroLacre,
    lote: r.lote,
    codigoEAN: r.codigoEAN,
    codigoMylims: r.codigoMylims,
    dataFabricacao: wireDate(r.dataFabricacao),
    dataValidade: wireDate(r.dataValidade),
    // the collecting company's people, as the history names them (lists/service.ts)
    responsavelColeta: showNames ? r.responsavelColeta : null,
    nomeEmpresa: showNames ? r.nomeEmpresa : null,
    nomePessoaColetor: showNames ? r.nomePessoaColetor : null,
    nomeProgramaAmostra: r.nomeProgramaAmostra,
    idsArquivo: r.idsArquivo,
    coletasAnteriores: previous(r.coletasAnteriores),
  };
}
