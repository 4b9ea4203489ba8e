import type { Insertable } from 'kysely';
import { LABS, PROGRAMS } from '@sara/domain/constants';
import type { Db } from '../client.ts';
import type { Empresa, LocalAmostra, Pessoa, Produto } from '../sara-schema.ts';
import {
  DEMO_CAMPO,
  DEMO_EMPRESA,
  DEMO_LOCAL,
  DEMO_NORMA,
  DEMO_ORCAMENTO,
  DEMO_PESSOA,
  DEMO_PRODUTO,
  DEMO_PRODUTO_EMPRESA,
  DEMO_VAREJO,
} from './demo-ids.ts';
import { cnpj, cpf, insertBatches, syncSequence } from './util.ts';

/** What seedDemoAccess answered: access user ids by username and client ids by key. */
export interface DemoAccess {
  userIds: Record<string, number>;
  clientIds: Record<string, number>;
}

const E = DEMO_EMPRESA;
const P = DEMO_PESSOA;
const PR = DEMO_PRODUTO;

export const LABORATORIOS = [
  { idLaboratorio: LABS.integrated, nome: 'Agrosafety Laboratório Integrado de Resíduos', integrado: true },
  { idLaboratorio: LABS.others, nome: 'Outros laboratórios', integrado: false },
  { idLaboratorio: LABS.external3, nome: 'LabQualis Análises de Alimentos', integrado: false },
  { idLaboratorio: LABS.external4, nome: 'Laboratório Sul Analítica', integrado: false },
  { idLaboratorio: LABS.external5, nome: 'Qualitas Análises Ambientais', integrado: false },
  { idLaboratorio: LABS.external6, nome: 'Instituto de Análises do Vale', integrado: false },
];

export const PROGRAMAS = [
  {
    idProgramaAmostra: PROGRAMS.rama,
    nome: 'RAMA - Rastreabilidade e Monitoramento de Alimentos',
    tipoRastreamento: 'rastreamento_hortifruti',
    rama: true,
    ambiental: false,
    idPessoa: null,
  },
  {
    idProgramaAmostra: PROGRAMS.standard,
    nome: 'Monitoramento Padrão de Resíduos',
    tipoRastreamento: 'opcional_hortifruti',
    rama: false,
    ambiental: false,
    idPessoa: null,
  },
  {
    idProgramaAmostra: PROGRAMS.own,
    nome: 'Programa Próprio de Qualidade',
    tipoRastreamento: null,
    rama: false,
    ambiental: false,
    idPessoa: null,
  },
  {
    idProgramaAmostra: PROGRAMS.environmentalWater,
    nome: 'Monitoramento Ambiental - Água',
    tipoRastreamento: null,
    rama: false,
    ambiental: true,
    idPessoa: null,
  },
  {
    idProgramaAmostra: PROGRAMS.environmentalSoil,
    nome: 'Monitoramento Ambiental - Solo',
    tipoRastreamento: null,
    rama: false,
    ambiental: true,
    idPessoa: null,
  },
];

/** Extra fields of programs; token is the label's translation token. */
export const CAMPOS_PROGRAMA = [
  {
    id: DEMO_CAMPO.aguaPontoColeta,
    programa: PROGRAMS.environmentalWater,
    token: 'sara2g.campo_programa.ponto_coleta',
    tipo: 'texto',
  },
  {
    id: DEMO_CAMPO.aguaTemperatura,
    programa: PROGRAMS.environmentalWater,
    token: 'sara2g.campo_programa.temperatura_agua',
    tipo: 'texto',
  },
  {
    id: DEMO_CAMPO.aguaDataUltimaChuva,
    programa: PROGRAMS.environmentalWater,
    token: 'sara2g.campo_programa.data_ultima_chuva',
    tipo: 'data',
  },
  {
    id: DEMO_CAMPO.soloProfundidade,
    programa: PROGRAMS.environmentalSoil,
    token: 'sara2g.campo_programa.profundidade_coleta',
    tipo: 'texto',
  },
  {
    id: DEMO_CAMPO.soloDataPreparo,
    programa: PROGRAMS.environmentalSoil,
    token: 'sara2g.campo_programa.data_preparo_solo',
    tipo: 'data',
  },
  {
    id: DEMO_CAMPO.proprioTemperatura,
    programa: PROGRAMS.own,
    token: 'sara2g.campo_programa.temperatura_produto',
    tipo: 'texto',
  },
] as const;

const CATEGORIAS = [
  { idCategoriaProduto: 1, nome: 'Frutas' },
  { idCategoriaProduto: 2, nome: 'Hortaliças folhosas' },
  { idCategoriaProduto: 3, nome: 'Hortaliças fruto' },
  { idCategoriaProduto: 4, nome: 'Raízes, tubérculos e bulbos' },
  { idCategoriaProduto: 5, nome: 'Produtos processados' },
  { idCategoriaProduto: 6, nome: 'Matrizes ambientais' },
];

/** [id, category, pt-BR, en, es] */
const PRODUTOS: [number, number, string, string, string][] = [
  [PR.morango, 1, 'Morango', 'Strawberry', 'Fresa'],
  [PR.maca, 1, 'Maçã', 'Apple', 'Manzana'],
  [PR.banana, 1, 'Banana', 'Banana', 'Plátano'],
  [PR.laranja, 1, 'Laranja', 'Orange', 'Naranja'],
  [PR.uva, 1, 'Uva', 'Grape', 'Uva'],
  [PR.mamao, 1, 'Mamão', 'Papaya', 'Papaya'],
  [PR.manga, 1, 'Manga', 'Mango', 'Mango'],
  [PR.abacaxi, 1, 'Abacaxi', 'Pineapple', 'Piña'],
  [PR.alface, 2, 'Alface', 'Lettuce', 'Lechuga'],
  [PR.couve, 2, 'Couve', 'Kale', 'Col rizada'],
  [PR.rucula, 2, 'Rúcula', 'Arugula', 'Rúcula'],
  [PR.repolho, 2, 'Repolho', 'Cabbage', 'Repollo'],
  [PR.tomate, 3, 'Tomate', 'Tomato', 'Tomate'],
  [PR.pimentao, 3, 'Pimentão', 'Bell pepper', 'Pimiento'],
  [PR.pepino, 3, 'Pepino', 'Cucumber', 'Pepino'],
  [PR.abobrinha, 3, 'Abobrinha', 'Zucchini', 'Calabacín'],
  [PR.batata, 4, 'Batata', 'Potato', 'Papa'],
  [PR.cenoura, 4, 'Cenoura', 'Carrot', 'Zanahoria'],
  [PR.cebola, 4, 'Cebola', 'Onion', 'Cebolla'],
  [PR.beterraba, 4, 'Beterraba', 'Beetroot', 'Remolacha'],
  [PR.molhoTomate, 5, 'Molho de tomate', 'Tomato sauce', 'Salsa de tomate'],
  [PR.polpaMorango, 5, 'Polpa de morango', 'Strawberry pulp', 'Pulpa de fresa'],
  [PR.aguaSuperficial, 6, 'Água superficial', 'Surface water', 'Agua superficial'],
  [PR.aguaSubterranea, 6, 'Água subterrânea', 'Groundwater', 'Agua subterránea'],
  [PR.aguaConsumo, 6, 'Água para consumo humano', 'Drinking water', 'Agua para consumo humano'],
  [PR.soloAgricola, 6, 'Solo agrícola', 'Agricultural soil', 'Suelo agrícola'],
  [PR.sedimento, 6, 'Sedimento', 'Sediment', 'Sedimento'],
];

export const NORMAS = [
  { idNormaAmbiental: DEMO_NORMA.conama357, nome: 'Resolução CONAMA nº 357/2005 - Águas superficiais' },
  { idNormaAmbiental: DEMO_NORMA.conama396, nome: 'Resolução CONAMA nº 396/2008 - Águas subterrâneas' },
  { idNormaAmbiental: DEMO_NORMA.conama420, nome: 'Resolução CONAMA nº 420/2009 - Qualidade do solo' },
  { idNormaAmbiental: DEMO_NORMA.portaria888, nome: 'Portaria GM/MS nº 888/2021 - Potabilidade da água' },
];

const ORCAMENTOS = [
  {
    id: DEMO_ORCAMENTO.rama,
    lab: LABS.integrated,
    codigo: 'ORC-2026-001',
    objeto: 'Monitoramento de resíduos de agrotóxicos - Programa RAMA',
    empresa: null,
  },
  {
    id: DEMO_ORCAMENTO.hortifruti,
    lab: LABS.integrated,
    codigo: 'ORC-2026-002',
    objeto: 'Análise multirresíduos em hortifrúti',
    empresa: null,
  },
  {
    id: DEMO_ORCAMENTO.ambiental,
    lab: LABS.integrated,
    codigo: 'ORC-2026-003',
    objeto: 'Monitoramento ambiental de água e solo',
    empresa: null,
  },
  {
    id: DEMO_ORCAMENTO.proprioColetaCampo,
    lab: LABS.integrated,
    codigo: 'ORC-2026-014',
    objeto: 'Programa próprio Coleta Campo - frutas e hortaliças',
    empresa: E.coletora,
  },
  {
    id: DEMO_ORCAMENTO.lab3,
    lab: LABS.external3,
    codigo: 'LQ-4471/26',
    objeto: 'Multirresíduos LC-MS/MS e GC-MS/MS',
    empresa: null,
  },
  {
    id: DEMO_ORCAMENTO.lab5Solo,
    lab: LABS.external5,
    codigo: 'QA-2026-018',
    objeto: 'Metais pesados e físico-químicos em água e solo',
    empresa: null,
  },
  {
    id: DEMO_ORCAMENTO.lab4Nordeste,
    lab: LABS.external4,
    codigo: 'LS-0912',
    objeto: 'Ditiocarbamatos em folhosas',
    empresa: E.coletoraNordeste,
  },
  {
    id: DEMO_ORCAMENTO.lab6,
    lab: LABS.external6,
    codigo: 'AV-2026-33',
    objeto: 'Resíduos de agrotóxicos em frutas',
    empresa: null,
  },
];

/** Companies not linked to a demo access client. */
const OUTRAS_EMPRESAS: Insertable<Empresa>[] = [
  {
    idEmpresa: E.laboratorio,
    razaoSocial: 'Agrosafety Laboratório de Análises Ltda',
    nomeFantasia: 'Agrosafety Lab',
    documento: cnpj('61418705'),
    inscricaoRural: null,
    tipoEmpresa: 'laboratorio',
    idAgrupadorUsuario: null,
  },
  {
    idEmpresa: E.fornecedorSerra,
    razaoSocial: 'Frutas Serra Gaúcha Comércio Ltda',
    nomeFantasia: 'Serra Gaúcha Frutas',
    documento: cnpj('07213944'),
    inscricaoRural: null,
    tipoEmpresa: 'fornecedora',
    idAgrupadorUsuario: null,
    usuarioPlataforma: true,
  },
  {
    idEmpresa: E.cooperativa,
    razaoSocial: 'Cooperativa Agrícola Alto Paraná',
    nomeFantasia: 'Coopar Alto Paraná',
    documento: cnpj('79863569'),
    inscricaoRural: '9051234-10',
    tipoEmpresa: 'fornecedora',
    idAgrupadorUsuario: null,
    usuarioPlataforma: true,
  },
  {
    idEmpresa: E.sitioBoaVista,
    razaoSocial: 'Sítio Boa Vista',
    nomeFantasia: 'José Aparecido Moreira (produtor rural)',
    documento: cpf('318654207'),
    inscricaoRural: '124.376.891.112',
    tipoEmpresa: 'fornecedora',
    idAgrupadorUsuario: null,
    usuarioPlataforma: false,
  },
  {
    idEmpresa: E.distribuidoraNorte,
    razaoSocial: 'Distribuidora Horti Norte Ltda',
    nomeFantasia: 'Horti Norte',
    documento: cnpj('15336290'),
    inscricaoRural: null,
    tipoEmpresa: 'fornecedora',
    idAgrupadorUsuario: null,
    usuarioPlataforma: false,
  },
  {
    idEmpresa: E.coletoraNordeste,
    razaoSocial: 'Amostragem Nordeste Serviços Técnicos Ltda',
    nomeFantasia: 'Amostragem Nordeste',
    documento: cnpj('26845113'),
    inscricaoRural: null,
    tipoEmpresa: 'coletora',
    idAgrupadorUsuario: null,
  },
  {
    idEmpresa: E.varejoSol,
    razaoSocial: 'Rede Sol Atacarejo S.A.',
    nomeFantasia: 'Sol Atacarejo',
    documento: cnpj('48920517'),
    inscricaoRural: null,
    tipoEmpresa: 'varejo',
    idAgrupadorUsuario: null,
  },
];

/** [id, name, company, access username or null, e-mail] */
const PESSOAS: [number, string, number, string | null, string | null][] = [
  [P.admin, 'Ana Administradora', E.plataforma, 'admin', 'admin@sara.local'],
  [P.gestor, 'Gustavo Gestor', E.plataforma, 'gestor', 'gestor@sara.local'],
  [P.amostrador, 'Amanda Amostradora', E.coletora, 'amostrador', 'amostrador@sara.local'],
  [P.fornecedor, 'Fernando Fornecedor', E.fornecedor, 'fornecedor', 'fornecedor@sara.local'],
  [P.varejo, 'Vera Varejo', E.varejo, 'varejo', 'varejo@sara.local'],
  [P.carlos, 'Carlos Eduardo Ribeiro', E.coletora, null, 'carlos.ribeiro@coletacampo.com.br'],
  [P.juliana, 'Juliana Pereira Santos', E.coletora, null, 'juliana.santos@coletacampo.com.br'],
  [P.roberto, 'Roberto Alves Lima', E.coletoraNordeste, null, 'roberto.lima@amostragemne.com.br'],
  [P.helena, 'Helena Vasconcelos', E.laboratorio, null, 'helena.vasconcelos@agrosafety.com.br'],
  [P.marcos, 'Marcos Tadeu Oliveira', E.laboratorio, null, 'marcos.oliveira@agrosafety.com.br'],
];

const CERTIFICADOS: [number, string][] = [
  [P.helena, 'ambiental'],
  [P.marcos, 'ambiental'],
  [P.amostrador, 'amostragem_alimentos'],
  [P.carlos, 'amostragem_alimentos'],
  [P.juliana, 'amostragem_alimentos'],
  [P.roberto, 'amostragem_alimentos'],
];

const L = DEMO_LOCAL;
const SAO_PAULO = 3550308;
/** Sampling places in real municipalities, postal codes inside their municipality's ranges. */
const LOCAIS: Insertable<LocalAmostra>[] = [
  {
    idLocalAmostra: L.bomPrecoPinheiros,
    nome: 'Supermercado Bom Preço - Loja Pinheiros',
    codigoPostal: '05.422-010',
    logradouro: 'Rua dos Pinheiros',
    numero: '1250',
    bairro: 'Pinheiros',
    complemento: null,
    idMunicipio: SAO_PAULO,
    idEmpresa: E.coletora,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.rama,
    idVarejo: DEMO_VAREJO.bomPreco,
  },
  {
    idLocalAmostra: L.bomPrecoCampinas,
    nome: 'Supermercado Bom Preço - Loja Taquaral',
    codigoPostal: '13.076-000',
    logradouro: 'Avenida Nossa Senhora de Fátima',
    numero: '815',
    bairro: 'Taquaral',
    complemento: null,
    idMunicipio: 3509502,
    idEmpresa: E.coletora,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.rama,
    idVarejo: DEMO_VAREJO.bomPreco,
  },
  {
    idLocalAmostra: L.solCuritiba,
    nome: 'Sol Atacarejo - Loja Portão',
    codigoPostal: '80.610-280',
    logradouro: 'Avenida República Argentina',
    numero: '2403',
    bairro: 'Portão',
    complemento: null,
    idMunicipio: 4106902,
    idEmpresa: E.coletora,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.rama,
    idVarejo: DEMO_VAREJO.redeSol,
  },
  {
    idLocalAmostra: L.ceagesp,
    nome: 'CEAGESP - Entreposto Terminal São Paulo',
    codigoPostal: '05.316-900',
    logradouro: 'Avenida Doutor Gastão Vidigal',
    numero: '1946',
    bairro: 'Vila Leopoldina',
    complemento: 'Pavilhão MLP',
    idMunicipio: SAO_PAULO,
    idEmpresa: E.coletora,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.standard,
    idVarejo: null,
  },
  {
    idLocalAmostra: L.packingMogi,
    nome: 'Packing house Coleta Campo - Mogi das Cruzes',
    codigoPostal: '08.740-000',
    logradouro: 'Estrada do Taboão',
    numero: null,
    semNumero: true,
    bairro: 'Taboão',
    complemento: 'Km 4',
    idMunicipio: 3530607,
    idEmpresa: E.coletora,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.own,
    idVarejo: null,
  },
  {
    idLocalAmostra: L.cdValeVerde,
    nome: 'Centro de distribuição Vale Verde - Holambra',
    codigoPostal: '13.825-000',
    logradouro: 'Rodovia SP-107',
    numero: null,
    semNumero: true,
    bairro: 'Zona Rural',
    complemento: 'Km 32',
    idMunicipio: 3519055,
    idEmpresa: E.fornecedor,
    tipo: 'elo_4g',
    idProgramaAmostra: PROGRAMS.standard,
    idVarejo: null,
  },
  {
    idLocalAmostra: L.ceasaContagem,
    nome: 'CEASA Minas - Unidade Grande BH',
    codigoPostal: '32.145-900',
    logradouro: 'Rodovia BR-040',
    numero: null,
    semNumero: true,
    bairro: 'Guanabara',
    complemento: 'Km 688',
    idMunicipio: 3118601,
    idEmpresa: E.coletora,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.standard,
    idVarejo: null,
  },
  {
    idLocalAmostra: L.feiraBrasilia,
    nome: 'Feira do Produtor - Asa Sul',
    codigoPostal: '70.040-010',
    logradouro: 'Setor Bancário Sul, Quadra 2',
    numero: '10',
    bairro: 'Asa Sul',
    complemento: null,
    idMunicipio: 5300108,
    idEmpresa: E.coletoraNordeste,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.standard,
    idVarejo: null,
  },
  {
    idLocalAmostra: L.paoECiaRecife,
    nome: 'Mercado Pão & Cia - Boa Viagem',
    codigoPostal: '51.020-000',
    logradouro: 'Avenida Conselheiro Aguiar',
    numero: '2775',
    bairro: 'Boa Viagem',
    complemento: null,
    idMunicipio: 2611606,
    idEmpresa: E.coletoraNordeste,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.standard,
    idVarejo: null,
  },
  {
    idLocalAmostra: L.solSaoJose,
    nome: 'Sol Atacarejo - Loja São José dos Pinhais',
    codigoPostal: '83.005-000',
    logradouro: 'Avenida Rui Barbosa',
    numero: '3450',
    bairro: 'Centro',
    complemento: null,
    idMunicipio: 4125506,
    idEmpresa: E.coletora,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.rama,
    idVarejo: DEMO_VAREJO.redeSol,
  },
  {
    idLocalAmostra: L.fazendaSantaHelena,
    nome: 'Fazenda Santa Helena - Talhão 3',
    codigoPostal: '95.200-000',
    logradouro: 'Estrada Municipal VAC-010',
    numero: null,
    semNumero: true,
    bairro: 'Zona Rural',
    complemento: 'Acesso pela RS-122',
    idMunicipio: 4322509,
    idEmpresa: E.coletora,
    tipo: 'outro',
    idProgramaAmostra: PROGRAMS.own,
    idVarejo: null,
  },
];

const PE = DEMO_PRODUTO_EMPRESA;
export const PRODUTOS_EMPRESA = [
  { idProdutoEmpresa: PE.tomateItaliano, nome: 'Tomate italiano', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.alfaceCrespa, nome: 'Alface crespa hidropônica', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.morangoBandeja, nome: 'Morango bandeja 250 g', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.batataLavada, nome: 'Batata lavada especial', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.cenouraExtra, nome: 'Cenoura extra AA', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.mangaTommy, nome: 'Manga Tommy Atkins', idEmpresa: E.coletoraNordeste },
  { idProdutoEmpresa: PE.uvaItalia, nome: 'Uva Itália', idEmpresa: E.coletoraNordeste },
  { idProdutoEmpresa: PE.macaGala, nome: 'Maçã Gala Cat 1', idEmpresa: E.fornecedor },
  { idProdutoEmpresa: PE.pimentaoVerde, nome: 'Pimentão verde', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.aguaSuperficial, nome: 'Água superficial', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.aguaSubterranea, nome: 'Água subterrânea', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.soloAgricola, nome: 'Solo agrícola', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.sedimento, nome: 'Sedimento', idEmpresa: E.coletora },
  { idProdutoEmpresa: PE.aguaConsumo, nome: 'Água para consumo humano', idEmpresa: E.coletoraNordeste },
];

/**
 * Reference data of the demo: laboratories 1-6, programs 1, 2, 3, 5, 6 and their fields,
 * retailers, budgets, environmental norms, product categories and BAS products, companies
 * (those of the demo access clients included), people with certificates (each demo user gets
 * a person), places and company products. Ids are those of demo-ids.ts.
 */
export async function seedReference(db: Db, access: DemoAccess): Promise<void> {
  const { userIds, clientIds } = access;
  await insertBatches(db, 'sara.laboratorio', LABORATORIOS);
  await insertBatches(db, 'sara.normaAmbiental', NORMAS);
  await insertBatches(db, 'sara.categoriaProduto', CATEGORIAS);
  const produtos: Insertable<Produto>[] = PRODUTOS.map(([id, cat, pt, en, es]) => ({
    id,
    nome: pt,
    nomeI18n: JSON.stringify({ 'pt-BR': pt, en, es }) as never,
    idCategoriaProduto: cat,
  }));
  await insertBatches(db, 'sara.produto', produtos);

  // Companies of the demo access clients copy the client's names and document.
  const clients = await db
    .selectFrom('access.cliente')
    .select(['idCliente', 'razaoSocial', 'nomeFantasia', 'documento'])
    .where('idCliente', 'in', Object.values(clientIds))
    .execute();
  const client = (key: string) => clients.find((c) => c.idCliente === clientIds[key])!;
  const fromClient = (idEmpresa: number, key: string, tipoEmpresa: Empresa['tipoEmpresa']): Insertable<Empresa> => ({
    idEmpresa,
    razaoSocial: client(key).razaoSocial,
    nomeFantasia: client(key).nomeFantasia,
    documento: client(key).documento,
    inscricaoRural: null,
    tipoEmpresa,
    idAgrupadorUsuario: clientIds[key]!,
  });
  await insertBatches(db, 'sara.empresa', [
    fromClient(E.plataforma, 'plataforma', 'gerenciadora'),
    fromClient(E.coletora, 'coletora', 'coletora'),
    { ...fromClient(E.fornecedor, 'fornecedor', 'fornecedora'), usuarioPlataforma: true },
    fromClient(E.varejo, 'varejo', 'varejo'),
    ...OUTRAS_EMPRESAS,
  ]);

  const pessoas: Insertable<Pessoa>[] = PESSOAS.map(([idPessoa, nome, idEmpresa, username, email]) => ({
    idPessoa,
    nome,
    idEmpresa,
    idScaUsuario: username ? userIds[username]! : null,
    tipo: username ? 'sca' : 'outro',
    email,
  }));
  await insertBatches(db, 'sara.pessoa', pessoas);
  await insertBatches(
    db,
    'sara.pessoaCertificado',
    CERTIFICADOS.map(([idPessoa, certificado]) => ({ idPessoa, certificado })),
  );

  await insertBatches(db, 'sara.programaAmostra', PROGRAMAS);
  await insertBatches(
    db,
    'sara.campoPrograma',
    CAMPOS_PROGRAMA.map((c, i) => ({
      idCampoPrograma: c.id,
      idProgramaAmostra: c.programa,
      token: c.token,
      tipo: c.tipo,
      ordem: i + 1,
    })),
  );
  // Roberto (Amostragem Nordeste) may use the standard, own and water programs only.
  await insertBatches(
    db,
    'sara.programaPessoa',
    [PROGRAMS.standard, PROGRAMS.own, PROGRAMS.environmentalWater].map((idProgramaAmostra) => ({
      idProgramaAmostra,
      idPessoa: P.roberto,
    })),
  );

  const raiz = (documento: string | null) => (documento ?? '').replace(/\D/g, '').slice(0, 8);
  await insertBatches(db, 'sara.varejo', [
    {
      idVarejo: DEMO_VAREJO.bomPreco,
      nome: 'Supermercados Bom Preço',
      idPessoaVarejoSca: userIds.varejo!,
      raizesCnpj: [raiz(client('varejo').documento)],
      idAgrupadorUsuario: clientIds.varejo!,
      rama: true,
      exigeEan: true,
    },
    {
      idVarejo: DEMO_VAREJO.redeSol,
      nome: 'Rede Sol Atacarejo',
      idPessoaVarejoSca: null,
      raizesCnpj: [raiz(OUTRAS_EMPRESAS.find((e) => e.idEmpresa === E.varejoSol)!.documento ?? null)],
      idAgrupadorUsuario: null,
      rama: true,
      exigeEan: false,
    },
    {
      idVarejo: DEMO_VAREJO.paoECia,
      nome: 'Mercados Pão & Cia',
      idPessoaVarejoSca: null,
      raizesCnpj: [],
      idAgrupadorUsuario: null,
      rama: false,
      exigeEan: false,
    },
  ]);

  await insertBatches(
    db,
    'sara.orcamento',
    ORCAMENTOS.map((o) => ({
      idOrcamento: o.id,
      codigoOrcamento: o.codigo,
      objetoOrcamento: o.objeto,
      idLaboratorio: o.lab,
      idEmpresa: o.empresa,
    })),
  );
  await insertBatches(db, 'sara.localAmostra', LOCAIS);
  await insertBatches(db, 'sara.produtoEmpresa', PRODUTOS_EMPRESA);

  for (const [table, column] of [
    ['empresa', 'idEmpresa'],
    ['pessoa', 'idPessoa'],
    ['orcamento', 'idOrcamento'],
    ['campoPrograma', 'idCampoPrograma'],
    ['normaAmbiental', 'idNormaAmbiental'],
    ['categoriaProduto', 'idCategoriaProduto'],
    ['produto', 'id'],
    ['localAmostra', 'idLocalAmostra'],
    ['produtoEmpresa', 'idProdutoEmpresa'],
  ] as const) {
    await syncSequence(db, table, column);
  }
}
