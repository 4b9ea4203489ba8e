import type { Insertable } from 'kysely';
import type { Rastreamento, RastreamentoElo } from '../samples-schema.ts';
import { DEMO_CODIGOS_LIVRES, DEMO_EMPRESA as E, DEMO_PRODUTO } from './demo-ids.ts';
import type { ProdutoKey } from './samples-plan.ts';

/** Tracker ids of product kinds (idTipoProduto). */
export const TIPO_PRODUTO = { inNatura: 1, processado: 2 } as const;

/** Names of the BAS products as the tracker spells them. */
export const NOME_PRODUTO: Record<ProdutoKey, string> = {
  morango: 'Morango',
  maca: 'Maçã',
  banana: 'Banana',
  laranja: 'Laranja',
  uva: 'Uva',
  mamao: 'Mamão',
  manga: 'Manga',
  abacaxi: 'Abacaxi',
  alface: 'Alface',
  couve: 'Couve',
  rucula: 'Rúcula',
  repolho: 'Repolho',
  tomate: 'Tomate',
  pimentao: 'Pimentão',
  pepino: 'Pepino',
  abobrinha: 'Abobrinha',
  batata: 'Batata',
  cenoura: 'Cenoura',
  cebola: 'Cebola',
  beterraba: 'Beterraba',
  molhoTomate: 'Molho de tomate',
  polpaMorango: 'Polpa de morango',
  aguaSuperficial: 'Água superficial',
  aguaSubterranea: 'Água subterrânea',
  aguaConsumo: 'Água para consumo humano',
  soloAgricola: 'Solo agrícola',
  sedimento: 'Sedimento',
};

/** Origins of the chains: 'name;role' (the display name is the part before the semicolon). */
const ORIGENS: { nome: string; idEmpresa: number | null }[] = [
  { nome: 'Sítio Boa Vista;Produtor Rural', idEmpresa: E.sitioBoaVista },
  { nome: 'Fazenda Santa Helena;Produtor Rural', idEmpresa: null },
  { nome: 'Chácara Recanto Verde;Produtor Rural', idEmpresa: null },
  { nome: 'Cooperativa Agrícola Alto Paraná;Cooperativa', idEmpresa: E.cooperativa },
  { nome: 'Sítio São Benedito;Produtor Rural', idEmpresa: null },
];

const EMPRESA_NOME: Record<number, string> = {
  [E.fornecedor]: 'Vale Verde Hortifruti Ltda',
  [E.fornecedorSerra]: 'Frutas Serra Gaúcha Comércio Ltda',
  [E.cooperativa]: 'Cooperativa Agrícola Alto Paraná',
  [E.distribuidoraNorte]: 'Distribuidora Horti Norte Ltda',
};

export interface TrackingRows {
  rastreamentos: Insertable<Rastreamento>[];
  elos: Insertable<RastreamentoElo>[];
}

/** Builds tracking chains with fixed ids (idRastreamento and idElo in insertion order). */
export class TrackingBuilder implements TrackingRows {
  readonly rastreamentos: Insertable<Rastreamento>[] = [];
  readonly elos: Insertable<RastreamentoElo>[] = [];

  private addChain(
    row: Omit<Insertable<Rastreamento>, 'idRastreamento' | 'idObjetoRastreado'>,
    links: { nome: string; tipoElo: string; idEmpresa: number | null }[],
  ) {
    const idRastreamento = this.rastreamentos.length + 1;
    this.rastreamentos.push({ idRastreamento, idObjetoRastreado: 7_000_000 + idRastreamento, ...row });
    links.forEach((l, i) => this.elos.push({ idElo: this.elos.length + 1, idRastreamento, ordem: i + 1, ...l }));
    return idRastreamento;
  }

  /** An in-natura product from an origin, through its distributor, to a retailer when given. */
  inNatura(codigo: string, produto: ProdutoKey, idDistribuidor: number, varejo: string | null, seq: number) {
    const origem = ORIGENS[seq % ORIGENS.length]!;
    const links = [{ nome: origem.nome, tipoElo: 'origem', idEmpresa: origem.idEmpresa }];
    if (seq % 3 === 0 && origem.idEmpresa !== E.cooperativa) {
      links.push({ nome: EMPRESA_NOME[E.cooperativa]!, tipoElo: 'consolidador', idEmpresa: E.cooperativa });
    }
    links.push({
      nome: EMPRESA_NOME[idDistribuidor] ?? 'Distribuidor',
      tipoElo: 'distribuidor',
      idEmpresa: idDistribuidor,
    });
    if (varejo) links.push({ nome: varejo, tipoElo: 'varejo', idEmpresa: null });
    return this.addChain(
      {
        codigoRastreamento: codigo,
        produto: NOME_PRODUTO[produto],
        idProduto: DEMO_PRODUTO[produto],
        idTipoProduto: TIPO_PRODUTO.inNatura,
        idProdutoProcessado: null,
        multiplosInsumos: false,
        idDistribuidor,
      },
      links,
    );
  }

  /** Strawberry pulp from one origin (processed, single input): PP260002. */
  polpaMorango(codigo: string, idDistribuidor: number) {
    return this.addChain(
      {
        codigoRastreamento: codigo,
        produto: NOME_PRODUTO.polpaMorango,
        idProduto: DEMO_PRODUTO.polpaMorango,
        idTipoProduto: TIPO_PRODUTO.processado,
        idProdutoProcessado: 9002,
        multiplosInsumos: false,
        idDistribuidor,
      },
      [
        { nome: 'Chácara Recanto Verde;Produtor Rural', tipoElo: 'origem', idEmpresa: null },
        { nome: 'Polpas Serra Fria Ltda', tipoElo: 'processador', idEmpresa: null },
        { nome: EMPRESA_NOME[idDistribuidor]!, tipoElo: 'distribuidor', idEmpresa: idDistribuidor },
      ],
    );
  }

  /** Codes no demo sample uses (DEMO_CODIGOS_LIVRES), for registering new samples. */
  freeCodes() {
    const C = DEMO_CODIGOS_LIVRES;
    this.inNatura(C.tomate, 'tomate', E.fornecedor, 'Supermercados Bom Preço', 0);
    this.inNatura(C.alface, 'alface', E.fornecedor, 'Supermercados Bom Preço', 1);
    this.inNatura(C.morango, 'morango', E.fornecedorSerra, 'Rede Sol Atacarejo', 2);
    // The distributor of this one is not a platform user (the "supplier is not a platform user" alert).
    this.inNatura(C.batata, 'batata', E.distribuidoraNorte, null, 3);
    this.inNatura(C.maca, 'maca', E.fornecedorSerra, 'Supermercados Bom Preço', 4);
    this.addChain(
      {
        codigoRastreamento: C.processadoMultiplosInsumos,
        produto: NOME_PRODUTO.molhoTomate,
        idProduto: DEMO_PRODUTO.molhoTomate,
        idTipoProduto: TIPO_PRODUTO.processado,
        idProdutoProcessado: 9001,
        multiplosInsumos: true,
        idDistribuidor: E.fornecedor,
      },
      [
        { nome: 'Fazenda Santa Helena;Produtor Rural', tipoElo: 'origem', idEmpresa: null },
        { nome: 'Sítio Boa Vista;Produtor Rural', tipoElo: 'origem', idEmpresa: E.sitioBoaVista },
        { nome: 'Indústria de Conservas Vale do Sol Ltda', tipoElo: 'processador', idEmpresa: null },
        { nome: EMPRESA_NOME[E.fornecedor]!, tipoElo: 'distribuidor', idEmpresa: E.fornecedor },
      ],
    );
  }
}
