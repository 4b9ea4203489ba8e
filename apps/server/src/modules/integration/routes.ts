import { z } from 'zod';
import { FEATURES } from '@sara/domain/features';
import { isValidWireDate } from '@sara/domain/rules/fields';
import { RULE_TOKENS } from '@sara/domain/rules/tokens';
import type { App } from '../../app.ts';
import { idNumber } from '../../http/query.ts';
import { sendSamplesToLab } from './service.ts';

export default async function integrationRoutes(app: App) {
  app.post('/api/v2/amostras/envio-laboratorio/:idLaboratorio/:status', {
    config: { auth: [FEATURES.amostraGerenciamento] },
    schema: {
      tags: ['integration'],
      summary: "Queue a lab's pending collected samples since dateInit for its system",
      description:
        'The side-menu action sends the integrated lab (1) with status active and dateInit seven days before today. ' +
        'Answers how many samples were found and how many were newly queued (a sample already queued is not queued again).',
      params: z.object({ idLaboratorio: idNumber(), status: z.enum(['active', 'inactive']) }),
      querystring: z.object({
        dateInit: z.iso.date().refine((v) => isValidWireDate(v), RULE_TOKENS.invalidDate),
      }),
      response: {
        200: z.object({
          data: z.object({ encontradas: z.number(), enfileiradas: z.number(), idsAmostra: z.array(z.number()) }),
        }),
      },
    },
    handler: async (req) => ({
      data: await sendSamplesToLab(app.db, req.params.idLaboratorio, req.params.status, req.query.dateInit),
    }),
  });
}
