import { ALL_FEATURES, FEATURE_NAMES, FEATURES, type Feature } from '@sara/domain/features';
import { SYSTEM_ID } from '@sara/domain/constants';
import type { Db } from '../client.ts';
import { hashPassword } from '../../modules/access/service.ts';

export const DEMO_PASSWORD = 'Sara@2026';

const F = FEATURES;
/** The demo users and the features of their role (README keeps this table). */
export const DEMO_USERS: { username: string; name: string; email: string; group: string; features: Feature[] }[] = [
  {
    username: 'admin',
    name: 'Ana Administradora',
    email: 'admin@sara.local',
    group: 'Administradores SARA',
    features: [F.admin],
  },
  {
    username: 'gestor',
    name: 'Gustavo Gestor',
    email: 'gestor@sara.local',
    group: 'Gestão de amostras',
    features: [
      F.perfilGerenciamento,
      F.amostraGerenciamento,
      F.amostraListagemAdmin,
      F.amostraAdicionar,
      F.amostraAgendadaAdicionar,
      F.amostraAgendadaEditar,
      F.amostraAgendadaFinalizar,
      F.amostraColetadaAdicionar,
      F.amostraColetadaEditar,
      F.amostraExcluir,
      F.amostraVisualizar,
      F.historico,
      F.listagem,
      F.laudoVisualizar,
      F.laudoAdicionar,
      F.responderContestacao,
      F.visualizarContestacao,
      F.avaliar,
      F.visualizar,
      F.configuracoesComunicacao,
    ],
  },
  {
    username: 'amostrador',
    name: 'Amanda Amostradora',
    email: 'amostrador@sara.local',
    group: 'Amostradores',
    features: [
      F.perfilAmostrador,
      F.amostraColetadaAdicionar,
      F.amostraColetadaEditar,
      F.amostraAgendadaAdicionar,
      F.amostraAgendadaEditar,
      F.amostraAgendadaFinalizar,
      F.amostraExcluir,
      F.amostraVisualizar,
      F.historico,
    ],
  },
  {
    username: 'fornecedor',
    name: 'Fernando Fornecedor',
    email: 'fornecedor@sara.local',
    group: 'Fornecedores',
    features: [
      F.perfilFornecedor,
      F.listagem,
      F.laudoVisualizar,
      F.contestar,
      F.visualizarContestacao,
      F.planoAcaoAdicionar,
      F.visualizar,
      F.configuracoesComunicacao,
    ],
  },
  {
    username: 'varejo',
    name: 'Vera Varejo',
    email: 'varejo@sara.local',
    group: 'Varejo',
    features: [
      F.perfilVarejo,
      F.listagem,
      F.laudoVisualizar,
      F.visualizarContestacao,
      F.avaliar,
      F.visualizar,
      F.configuracoesComunicacao,
    ],
  },
];

/** Clients (companies of the suite) the demo users belong to; the SARA companies link to them. */
const DEMO_CLIENTS = [
  {
    key: 'plataforma',
    nomeFantasia: 'Agrosafety',
    razaoSocial: 'Agrosafety Monitoramento Ltda',
    documento: '11.222.333/0001-81',
    users: ['admin', 'gestor'],
  },
  {
    key: 'coletora',
    nomeFantasia: 'Coleta Campo',
    razaoSocial: 'Coleta Campo Serviços de Amostragem Ltda',
    documento: '22.333.444/0001-90',
    users: ['amostrador'],
  },
  {
    key: 'fornecedor',
    nomeFantasia: 'Hortifruti Vale Verde',
    razaoSocial: 'Vale Verde Hortifruti Ltda',
    documento: '33.444.555/0001-02',
    users: ['fornecedor'],
  },
  {
    key: 'varejo',
    nomeFantasia: 'Supermercados Bom Preço',
    razaoSocial: 'Bom Preço Comércio de Alimentos S.A.',
    documento: '44.555.666/0001-13',
    users: ['varejo'],
  },
];

export async function seedSystem(db: Db) {
  await db
    .insertInto('access.sistema')
    .values({ idSistema: SYSTEM_ID, nome: 'SARA' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('access.funcionalidade')
    .values(
      ALL_FEATURES.map((token) => {
        const [nomePtBr, nomeEnUs, nomeEsEs] = FEATURE_NAMES[token];
        return {
          token,
          idSistema: SYSTEM_ID,
          nomePtBr,
          nomeEnUs,
          nomeEsEs,
          descricao: `Permite acesso a: ${nomePtBr}`,
          tags: ['sara2g'],
        };
      }),
    )
    .onConflict((oc) => oc.columns(['idSistema', 'token']).doNothing())
    .execute();
}

/** Creates the demo clients, groups and users; answers user ids and client ids by key. */
export async function seedDemoAccess(db: Db) {
  const features = new Map(
    (
      await db
        .selectFrom('access.funcionalidade')
        .select(['idFuncionalidade', 'token'])
        .where('idSistema', '=', SYSTEM_ID)
        .execute()
    ).map((f) => [f.token, f.idFuncionalidade]),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds: Record<string, number> = {};
  const clientIds: Record<string, number> = {};
  for (const c of DEMO_CLIENTS) {
    const { idCliente } = await db
      .insertInto('access.cliente')
      .values({
        nomeFantasia: c.nomeFantasia,
        razaoSocial: c.razaoSocial,
        documento: c.documento,
        nomeDocumento: 'CNPJ',
        idSap: null,
        idSip: null,
        idAgrupadorUsuario: null,
        idUsuarioMaster: null,
      })
      .returning('idCliente')
      .executeTakeFirstOrThrow();
    clientIds[c.key] = idCliente;
    await db
      .updateTable('access.cliente')
      .set({ idAgrupadorUsuario: idCliente })
      .where('idCliente', '=', idCliente)
      .execute();
  }
  for (const u of DEMO_USERS) {
    const client = DEMO_CLIENTS.find((c) => c.users.includes(u.username))!;
    const idCliente = clientIds[client.key]!;
    const { idUsuario } = await db
      .insertInto('access.usuario')
      .values({
        nome: u.name,
        username: u.username,
        email: u.email,
        telefoneDdi: '+55',
        telefone: '11987654321',
        pais: 'BR',
        senhaHash: passwordHash,
        emailConfirmado: true,
        idCliente,
        idAgrupadorUsuario: idCliente,
        motivoInativacao: null,
        bloqueadoEm: null,
        ultimoAcesso: null,
      })
      .returning('idUsuario')
      .executeTakeFirstOrThrow();
    userIds[u.username] = idUsuario;
    await db
      .insertInto('access.usuarioSistema')
      .values({ idUsuario, idSistema: SYSTEM_ID, idGrupoHorario: null })
      .execute();
    const { idGrupo } = await db
      .insertInto('access.grupo')
      .values({ nome: u.group, idSistema: SYSTEM_ID, idCliente })
      .returning('idGrupo')
      .executeTakeFirstOrThrow();
    await db.insertInto('access.usuarioGrupo').values({ idUsuario, idGrupo }).execute();
    await db
      .insertInto('access.grupoFuncionalidade')
      .values(u.features.map((f) => ({ idGrupo, idFuncionalidade: features.get(f)! })))
      .execute();
  }
  for (const c of DEMO_CLIENTS) {
    await db
      .updateTable('access.cliente')
      .set({ idUsuarioMaster: userIds[c.users[0]!]! })
      .where('idCliente', '=', clientIds[c.key]!)
      .execute();
  }
  const { idPoliticaPrivacidade } = await db
    .insertInto('access.politicaPrivacidade')
    .values({
      versao: '2026.1',
      texto: 'Política de privacidade da suíte: tratamos seus dados apenas para operar os sistemas contratados.',
    })
    .returning('idPoliticaPrivacidade')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('access.aceitePolitica')
    .values(Object.values(userIds).map((idUsuario) => ({ idUsuario, idPoliticaPrivacidade })))
    .execute();
  return { userIds, clientIds };
}
