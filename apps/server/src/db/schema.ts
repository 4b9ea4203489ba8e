import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the database. Column names are those of the specification (camelCase,
 * quoted in SQL). Access tables live in schema `access`, SARA's in schema `sara`.
 */
type Timestamptz = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AccessSistema {
  idSistema: number;
  nome: string;
}
export interface AccessCliente {
  idCliente: Generated<number>;
  nomeFantasia: string;
  razaoSocial: string;
  documento: string | null;
  nomeDocumento: string | null;
  idSap: string | null;
  idSip: string | null;
  idAgrupadorUsuario: number | null;
  idUsuarioMaster: number | null;
  migradoLegado: Generated<boolean>;
  ativo: Generated<boolean>;
  dataCriacao: Generated<Timestamptz>;
}
export interface AccessUsuario {
  idUsuario: Generated<number>;
  nome: string;
  username: string;
  email: string;
  telefoneDdi: string | null;
  telefone: string | null;
  pais: string | null;
  senhaHash: string;
  ativo: Generated<boolean>;
  motivoInativacao: 'inatividade' | 'inadimplencia' | 'moderacao' | null;
  master: Generated<boolean>;
  emailConfirmado: Generated<boolean>;
  idCliente: number | null;
  idAgrupadorUsuario: number | null;
  tentativasFalhas: Generated<number>;
  bloqueadoEm: Timestamptz | null;
  ultimoAcesso: Timestamptz | null;
  dataCriacao: Generated<Timestamptz>;
  dataAtualizacao: Generated<Timestamptz>;
}
export interface AccessGrupoHorario {
  idGrupoHorario: Generated<number>;
  nome: string;
  idSistema: number;
}
export interface AccessJanelaHorario {
  idJanelaHorario: Generated<number>;
  idGrupoHorario: number;
  diaSemana: number;
  horaInicio: string;
  horaFim: string;
}
export interface AccessUsuarioSistema {
  idUsuario: number;
  idSistema: number;
  idGrupoHorario: number | null;
}
export interface AccessFuncionalidade {
  idFuncionalidade: Generated<number>;
  token: string;
  idSistema: number;
  nomePtBr: string;
  nomeEnUs: string;
  nomeEsEs: string;
  descricao: string | null;
  tags: Generated<string[]>;
}
export interface AccessGrupo {
  idGrupo: Generated<number>;
  nome: string;
  idSistema: number;
  idCliente: number | null;
}
export interface AccessGrupoFuncionalidade {
  idGrupo: number;
  idFuncionalidade: number;
}
export interface AccessUsuarioGrupo {
  idUsuario: number;
  idGrupo: number;
}
export interface AccessUsuarioFuncionalidade {
  idUsuario: number;
  idFuncionalidade: number;
}
export interface AccessServico {
  idServico: Generated<number>;
  idSistema: number;
  path: string;
  metodos: string[];
}
export interface AccessGrupoServico {
  idGrupo: number;
  idServico: number;
}
export interface AccessSessao {
  idSessao: Generated<number>;
  tokenHash: Buffer;
  idUsuario: number;
  idSistema: number;
  manterConectado: Generated<boolean>;
  dataCriacao: Generated<Timestamptz>;
  expiraEm: Timestamptz;
  encerradaEm: Timestamptz | null;
  motivoEncerramento: string | null;
  ip: string | null;
  userAgent: string | null;
}
export interface AccessLinkAcesso {
  idLinkAcesso: Generated<number>;
  tipo: 'recuperacao' | 'confirmacao' | 'desbloqueio' | 'reativacao' | 'troca_email';
  tokenHash: Buffer;
  idUsuario: number;
  emailNovo: string | null;
  expiraEm: Timestamptz;
  usadoEm: Timestamptz | null;
  dataCriacao: Generated<Timestamptz>;
}
export interface AccessPoliticaPrivacidade {
  idPoliticaPrivacidade: Generated<number>;
  versao: string;
  texto: string;
  publicadaEm: Generated<Timestamptz>;
}
export interface AccessAceitePolitica {
  idUsuario: number;
  idPoliticaPrivacidade: number;
  aceitoEm: Generated<Timestamptz>;
}
export interface AccessPlano {
  idPlano: Generated<number>;
  idSistema: number;
  nivel: string;
  limites: Generated<unknown>;
  valorMensal: number | null;
}
export interface AccessContrato {
  idContrato: Generated<number>;
  idCliente: number;
  idPlano: number;
  valorMensal: number;
  inicio: string;
  fim: string | null;
  ativo: Generated<boolean>;
}
export interface AccessUsoIndicador {
  idContrato: number;
  indicador: string;
  periodo: string;
  valor: Generated<number>;
}
export interface AccessTraducao {
  id: Generated<number>;
  token: string;
  idSistema: number | null;
  ptBr: string;
  enUs: string;
  esEs: string;
  tags: Generated<string[]>;
}
export interface AccessEmailEnviado {
  idEmail: Generated<number>;
  para: string;
  assunto: string;
  texto: string;
  html: string | null;
  status: Generated<'pendente' | 'enviado' | 'falhou' | 'caixa_local'>;
  erro: string | null;
  dataCriacao: Generated<Timestamptz>;
  enviadoEm: Timestamptz | null;
}

export interface AccessTables {
  'access.sistema': AccessSistema;
  'access.cliente': AccessCliente;
  'access.usuario': AccessUsuario;
  'access.grupoHorario': AccessGrupoHorario;
  'access.janelaHorario': AccessJanelaHorario;
  'access.usuarioSistema': AccessUsuarioSistema;
  'access.funcionalidade': AccessFuncionalidade;
  'access.grupo': AccessGrupo;
  'access.grupoFuncionalidade': AccessGrupoFuncionalidade;
  'access.usuarioGrupo': AccessUsuarioGrupo;
  'access.usuarioFuncionalidade': AccessUsuarioFuncionalidade;
  'access.servico': AccessServico;
  'access.grupoServico': AccessGrupoServico;
  'access.sessao': AccessSessao;
  'access.linkAcesso': AccessLinkAcesso;
  'access.politicaPrivacidade': AccessPoliticaPrivacidade;
  'access.aceitePolitica': AccessAceitePolitica;
  'access.plano': AccessPlano;
  'access.contrato': AccessContrato;
  'access.usoIndicador': AccessUsoIndicador;
  'access.traducao': AccessTraducao;
  'access.emailEnviado': AccessEmailEnviado;
}

// SARA tables (schema `sara`) are declared in sara-schema.ts.
import type { SaraTables } from './sara-schema.ts';
import type { ListTables } from './lists-schema.ts';

export interface Database extends AccessTables, SaraTables, ListTables {}
