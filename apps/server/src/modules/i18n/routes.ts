import { z } from 'zod';
import { LOCALES } from '@sara/domain/constants';
import type { App } from '../../app.ts';
import { catalogue, resolveLocale } from './service.ts';

const entrySchema = z.object({
  id: z.number(),
  token: z.string(),
  idSistema: z.number().nullable(),
  ptBr: z.string(),
  enUs: z.string(),
  esEs: z.string(),
  tags: z.array(z.string()),
});

export default async function i18nRoutes(app: App) {
  app.get('/sca/api/v1/i18n', {
    config: { auth: 'public' },
    schema: {
      tags: ['access'],
      summary: 'Translation catalogue',
      description:
        'Texts of the catalogue filtered by tags (comma separated). With `lang` the answer is a map token → text in ' +
        'that language; without it, the whole entries with the three languages. Public: the login screen needs it.',
      querystring: z.object({
        tags: z.string().optional(),
        // a region or script variant of the three languages names the language ('en-US', 'pt', 'es-419')
        lang: z
          .string()
          .regex(/^(pt|en|es)(-[a-z0-9]{1,8})*$/i, 'sara2g.erro.formato_invalido')
          .transform((v) => resolveLocale(v))
          .optional()
          .describe(`The language of the map: ${LOCALES.join(', ')}, or a variant of one ('en-US', 'pt').`),
      }),
      response: { 200: z.object({ data: z.union([z.record(z.string(), z.string()), z.array(entrySchema)]) }) },
    },
    handler: async (req) => {
      const tags = req.query.tags
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      return { data: await catalogue(app.db, tags, req.query.lang) };
    },
  });
}
