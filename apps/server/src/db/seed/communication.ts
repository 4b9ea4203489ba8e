import type { TipoComunicacao } from '@sara/domain/enums';
import { TIPO_COMUNICACAO } from '@sara/domain/enums';
import type { Db } from '../client.ts';
import type { DemoAccess } from './reference.ts';
import { insertBatches } from './util.ts';

/** Active notification types of each demo user; the other types are stored inactive. */
const ATIVAS: Record<string, readonly TipoComunicacao[]> = {
  gestor: TIPO_COMUNICACAO,
  amostrador: ['amostra_nova'],
  fornecedor: ['laudo_com_problema', 'laudo_contestado', 'plano_acao_reprovado', 'plano_acao_finalizado'],
  varejo: ['laudo_com_problema', 'laudo_contestado', 'plano_acao_finalizado'],
  // admin keeps no preferences: the screen shows its empty state for them.
};

/** Notification preferences of the demo users (GET/PUT /api/v2/comunicacao). */
export async function seedCommunication(db: Db, { userIds }: DemoAccess) {
  const rows = Object.entries(ATIVAS).flatMap(([username, ativas]) =>
    TIPO_COMUNICACAO.map((tipoComunicacao) => ({
      idScaUsuario: userIds[username]!,
      tipoComunicacao,
      ativo: ativas.includes(tipoComunicacao),
    })),
  );
  await insertBatches(db, 'sara.comunicacaoPreferencia', rows);
}
