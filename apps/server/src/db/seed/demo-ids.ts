/**
 * Fixed ids of the demo data set, so tests, screenshots and the docs can name them.
 * The seed inserts these rows with these ids and then moves the sequences past them.
 */

/** sara.empresa */
export const DEMO_EMPRESA = {
  /** Agrosafety, the platform/management company (access client 'plataforma'; users admin, gestor). */
  plataforma: 1,
  /** Coleta Campo, the collector company (access client 'coletora'; user amostrador). */
  coletora: 2,
  /** Vale Verde Hortifruti, supplier and platform user (access client 'fornecedor'; user fornecedor). */
  fornecedor: 3,
  /** Bom Preço, the retail company of retailer 1 (access client 'varejo'; user varejo). */
  varejo: 4,
  /** The integrated lab's company (environmental sampling staff). */
  laboratorio: 5,
  /** Suppliers that use the platform, without demo users. */
  fornecedorSerra: 6,
  cooperativa: 7,
  /** Suppliers that are not platform users (usuarioPlataforma false). */
  sitioBoaVista: 8,
  distribuidoraNorte: 9,
  /** A second collector company without demo users. */
  coletoraNordeste: 10,
  /** The retail company of retailer 2. */
  varejoSol: 11,
} as const;

/** sara.pessoa */
export const DEMO_PESSOA = {
  admin: 1,
  gestor: 2,
  amostrador: 3,
  fornecedor: 4,
  varejo: 5,
  /** Collectors of Coleta Campo without a user. */
  carlos: 6,
  juliana: 7,
  /** Collector of Amostragem Nordeste. */
  roberto: 8,
  /** Lab staff with the 'ambiental' certificate. */
  helena: 9,
  marcos: 10,
} as const;

/** sara.varejo: 1 requires an EAN; 1 and 2 are RAMA retailers, 3 is not. */
export const DEMO_VAREJO = { bomPreco: 1, redeSol: 2, paoECia: 3 } as const;

/** sara.localAmostra */
export const DEMO_LOCAL = {
  bomPrecoPinheiros: 1,
  bomPrecoCampinas: 2,
  solCuritiba: 3,
  ceagesp: 4,
  packingMogi: 5,
  cdValeVerde: 6,
  ceasaContagem: 7,
  feiraBrasilia: 8,
  paoECiaRecife: 9,
  solSaoJose: 10,
  fazendaSantaHelena: 11,
} as const;

/** sara.orcamento */
export const DEMO_ORCAMENTO = {
  rama: 1,
  hortifruti: 2,
  ambiental: 3,
  proprioColetaCampo: 4,
  lab3: 5,
  lab5Solo: 6,
  lab4Nordeste: 7,
  lab6: 8,
} as const;

/** sara.normaAmbiental */
export const DEMO_NORMA = { conama357: 1, conama396: 2, conama420: 3, portaria888: 4 } as const;

/** sara.campoPrograma */
export const DEMO_CAMPO = {
  aguaPontoColeta: 1,
  aguaTemperatura: 2,
  aguaDataUltimaChuva: 3,
  soloProfundidade: 4,
  soloDataPreparo: 5,
  proprioTemperatura: 6,
} as const;

/** sara.produto (BAS products) */
export const DEMO_PRODUTO = {
  morango: 1,
  maca: 2,
  banana: 3,
  laranja: 4,
  uva: 5,
  mamao: 6,
  manga: 7,
  abacaxi: 8,
  alface: 9,
  couve: 10,
  rucula: 11,
  repolho: 12,
  tomate: 13,
  pimentao: 14,
  pepino: 15,
  abobrinha: 16,
  batata: 17,
  cenoura: 18,
  cebola: 19,
  beterraba: 20,
  molhoTomate: 21,
  polpaMorango: 22,
  aguaSuperficial: 23,
  aguaSubterranea: 24,
  aguaConsumo: 25,
  soloAgricola: 26,
  sedimento: 27,
} as const;

/** sara.produtoEmpresa */
export const DEMO_PRODUTO_EMPRESA = {
  tomateItaliano: 1,
  alfaceCrespa: 2,
  morangoBandeja: 3,
  batataLavada: 4,
  cenouraExtra: 5,
  mangaTommy: 6,
  uvaItalia: 7,
  macaGala: 8,
  pimentaoVerde: 9,
  /** Environmental matrices: the products of non-traceable programs are company products. */
  aguaSuperficial: 10,
  aguaSubterranea: 11,
  soloAgricola: 12,
  sedimento: 13,
  aguaConsumo: 14,
} as const;

/**
 * Tracking codes no demo sample uses yet, for registering new samples: the tracking-info call
 * answers them with idAmostra null. PP260001 is a processed product with multiple inputs (the
 * "multiple inputs" error under the code field).
 */
export const DEMO_CODIGOS_LIVRES = {
  tomate: 'HF269001',
  alface: 'HF269002',
  morango: 'HF269003',
  batata: 'HF269004',
  maca: 'HF269005',
  processadoMultiplosInsumos: 'PP260001',
} as const;

/** The sample group ids of the demo: a9000000-0000-4000-8000-0000000000NN (NN the group's number in the plan). */
export const demoAgrupadorId = (n: number) => `a9000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
