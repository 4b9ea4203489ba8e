import { z } from 'zod';
import { TIPO_EMPRESA } from '@sara/domain/enums';
import type { App } from '../../app.ts';
import { requireAuth } from '../../http/auth.ts';
import { idNumber } from '../../http/query.ts';
import { registerCollector } from './service.ts';

const collector = z.object({
  idPessoa: z.number(),
  nome: z.string(),
  idEmpresa: z.number(),
  idScaUsuario: z.number(),
  razaoSocial: z.string(),
  tipoEmpresa: z.enum(TIPO_EMPRESA),
  idAgrupadorUsuario: z.number().nullable(),
  coletor: z.boolean(),
  certificados: z.array(z.string()),
});

export default async function collectorRoutes(app: App) {
  app.post('/api/v1/coletores/usuario/:idScaUsuario', {
    // ungated in the spec (the initial load route): any SARA session, for its own user
    config: { auth: 'session', errors: ['COLLECTOR_USER_MISMATCH', 'NOT_FOUND'] },
    schema: {
      tags: ['collectors'],
      summary: "Register the collector (SARA person) of the session's user and answer it",
      description:
        'Runs right after login. Idempotent. Only the own user may be registered (sara.admin may register any); ' +
        'the person joins the company of the user grouper, created when missing.',
      params: z.object({ idScaUsuario: idNumber() }),
      response: { 200: z.object({ data: collector }) },
    },
    handler: async (req) => ({ data: await registerCollector(app.db, requireAuth(req), req.params.idScaUsuario) }),
  });
}
