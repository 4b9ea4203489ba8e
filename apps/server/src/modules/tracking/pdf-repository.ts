import { MOTIVO_COLETA_NAO_REALIZADA, type MotivoColetaNaoRealizada } from '@sara/domain/enums';
import { AWAITING_INTERNAL_APPROVAL } from '@sara/domain/features';
import type { Db } from '../../db/client.ts';

/** The group of a sample PDF (active groups only). */
export function findGroup(db: Db, idAgrupador: string) {
  return db
    .selectFrom('sara.agrupador as g')
    .leftJoin('sara.programaAmostra as p', 'p.idProgramaAmostra', 'g.idProgramaAmostra')
    .leftJoin('sara.localAmostra as l', 'l.idLocalAmostra', 'g.idLocalAmostra')
    .innerJoin('sara.empresa as e', 'e.idEmpresa', 'g.idEmpresa')
    .leftJoin('sara.pessoa as c', 'c.idPessoa', 'g.idPessoaColetor')
    .leftJoin('sara.orcamento as o', 'o.idOrcamento', 'g.idOrcamento')
    .leftJoin('sara.varejo as v', 'v.idVarejo', 'g.idVarejo')
    .leftJoin('sara.normaAmbiental as n', 'n.idNormaAmbiental', 'g.idNormaAmbiental')
    .select((eb) => [
      'g.idAgrupador',
      'g.numero',
      'g.situacao',
      'g.idLaboratorio',
      'g.idProgramaAmostra',
      'g.idEmpresa',
      'g.idVarejo',
      'g.idPessoaColetor',
      'g.idPessoaCadastrante',
      'g.dataColeta',
      'g.dataAgendada',
      'g.responsavelColeta',
      'g.pessoaColeta',
      'g.responsavelAmostraAmbiental',
      'g.tipoAmostragem',
      'g.temConformidade',
      'g.localAmostra as localLivre',
      'p.nome as programa',
      'l.nome as local',
      'e.razaoSocial as empresa',
      'c.nome as coletor',
      'o.codigoOrcamento',
      'o.objetoOrcamento',
      'v.nome as varejo',
      'n.nome as normaAmbiental',
      // the PDF exists only when every item of the group has a lab code (part A section 6)
      eb
        .not(
          eb.exists(
            eb
              .selectFrom('sara.amostra as a')
              .select('a.idAmostra')
              .whereRef('a.idAgrupador', '=', 'g.idAgrupador')
              .where('a.codigoAgrosafety', 'is', null),
          ),
        )
        .$castTo<boolean>()
        .as('everyItemCoded'),
    ])
    .where('g.idAgrupador', '=', idAgrupador)
    .where('g.ativo', '=', true)
    .executeTakeFirst();
}

export function findLaboratory(db: Db, idLaboratorio: number) {
  return db.selectFrom('sara.laboratorio').select('nome').where('idLaboratorio', '=', idLaboratorio).executeTakeFirst();
}

/**
 * Items of a group at a laboratory, optionally of one supplier; `hideAwaiting` leaves out those whose
 * report awaits the internal team, as the lists hide them from suppliers (part B section 6).
 */
export function listItems(
  db: Db,
  idAgrupador: string,
  idLaboratorio: number,
  idDistribuidor: number | undefined,
  hideAwaiting = false,
) {
  let q = db
    .selectFrom('sara.amostra as a')
    .leftJoin('sara.produto as bas', 'bas.id', 'a.idProduto')
    .leftJoin('sara.produtoEmpresa as pe', 'pe.idProdutoEmpresa', 'a.idProdutoEmpresa')
    .leftJoin('sara.rastreamento as r', 'r.codigoRastreamento', 'a.codigoRastreamento')
    .leftJoin('sara.empresa as d', 'd.idEmpresa', 'a.idDistribuidor')
    .select((eb) => [
      'a.idAmostra',
      'a.codigoRastreamento',
      'a.codigoAgrosafety',
      'a.numeroLacre',
      'a.lote',
      'a.idDistribuidor',
      'a.situacao',
      'a.observacao',
      'd.razaoSocial as fornecedor',
      eb.fn.coalesce('bas.nome', 'pe.nome', 'r.produto').as('produto'),
      'bas.nomeI18n as produtoI18n',
    ])
    .where('a.idAgrupador', '=', idAgrupador)
    .where('a.idLaboratorio', '=', idLaboratorio);
  if (idDistribuidor) q = q.where('a.idDistribuidor', '=', idDistribuidor);
  if (hideAwaiting)
    q = q.where((eb) => eb('a.statusSistema', 'is', null).or('a.statusSistema', '<>', AWAITING_INTERNAL_APPROVAL));
  return q.orderBy('a.idAmostra').execute();
}

/** The reasons given for collections not done, by item. */
export async function listNotDoneReasons(db: Db, ids: number[]): Promise<Map<number, MotivoColetaNaoRealizada[]>> {
  const byItem = new Map<number, MotivoColetaNaoRealizada[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .selectFrom('sara.amostraMotivoColetaNaoRealizada')
    .select(['idAmostra', 'motivo'])
    .where('idAmostra', 'in', ids)
    .execute();
  // in the order the reasons dialog lists them
  const order = (m: MotivoColetaNaoRealizada) => MOTIVO_COLETA_NAO_REALIZADA.indexOf(m);
  for (const { idAmostra, motivo } of rows) byItem.set(idAmostra, [...(byItem.get(idAmostra) ?? []), motivo]);
  for (const list of byItem.values()) list.sort((a, b) => order(a) - order(b));
  return byItem;
}
