import { z } from 'zod';
import { SAMPLE_FORM_FEATURES } from '@sara/domain/features';
import type { App } from '../../app.ts';
import { idNumber, queryId } from '../../http/query.ts';
import { resolveLocale } from '../i18n/service.ts';
import { requireAuth } from '../../http/auth.ts';
import { samplePdf } from './sample-pdf.ts';
import { trackingInfo } from './service.ts';

/** The tracking-info call (spec part A section 7 "Samples"); any SARA session. */
const info = z.object({
  produto: z.object({
    nome: z.string(),
    idTipoProduto: z.number().nullable(),
    idProdutoProcessado: z.number().nullable(),
    idProduto: z.number().nullable(),
  }),
  elos: z.array(
    z.object({
      idElo: z.number(),
      nome: z.string(),
      tipoElo: z.string().describe("'origem' marks an origin; other values name the link's role"),
      idEmpresa: z.number().nullable().describe('the link as a company, when it is one'),
      usuarioPlataforma: z.boolean().nullable().describe("that company's platform-user flag (null: no company)"),
    }),
  ),
  fornecedor: z
    .object({
      idDistribuidor: z.number().describe("the item's supplier (sara.empresa)"),
      nome: z.string().describe("the supplier's company name (razaoSocial)"),
      usuarioPlataforma: z.boolean().describe('false: saving the item raises "supplier is not a platform user"'),
    })
    .nullable()
    .describe("the code's supplier as the tracker records it (its distributor); null when it names none"),
  idAmostra: z.number().nullable().describe('the sample already using the code, or null'),
  origem: z.string().nullable().describe("the origin's name (before the first semicolon)"),
  erros: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .describe('the tracking-code field errors: product differs from idProduto; processed with multiple inputs'),
});

export default async function trackingRoutes(app: App) {
  const db = app.db;
  app.get('/api/v1/amostras/rastreamentos/:codigo', {
    // the item cards' lookup: a code's whole chain and whether it was sampled are not for suppliers or
    // retail staff, who fill in no sample form
    config: { auth: [...SAMPLE_FORM_FEATURES], errors: ['TRACKING_NOT_FOUND'] },
    schema: {
      tags: ['tracking'],
      summary: "A tracking code's product, chain links and the sample using it",
      params: z.object({ codigo: z.string().trim().min(1).max(60) }),
      querystring: z.object({ idProduto: queryId.describe('the scheduled product, to compare') }),
      response: { 200: z.object({ data: info }) },
    },
    handler: async (req) => {
      const { info, issues } = await trackingInfo(db, req.params.codigo, req.query.idProduto);
      const locale = resolveLocale(req.headers['accept-language']);
      const erros = issues.map((i) => ({ path: i.path, message: app.i18n.t(i.message, locale, i.args) }));
      return { data: { ...info, erros } };
    },
  });

  app.get('/api/v1/amostras/pdf/:idLaboratorio', {
    config: { auth: 'session', errors: ['NOT_FOUND', 'SAMPLE_PDF_UNAVAILABLE'] },
    schema: {
      tags: ['tracking'],
      summary: "The sample PDF: a group's items at a laboratory with a QR code per tracking code",
      description:
        'idDistribuidor 0 or absent: every supplier. Management and amostra.listagem.admin read any group; others ' +
        "their company's groups, or as a supplier only their own items. 404 when nothing matches; 409 " +
        'when the group has no sample PDF (not lab 5, scheduled, or an item without a lab code). Company and ' +
        "collector names are printed to the group's own company and to management only.",
      params: z.object({ idLaboratorio: idNumber() }),
      querystring: z.object({ idAgrupador: z.uuid(), idDistribuidor: idNumber(0).optional() }),
    },
    handler: async (req, reply) => {
      const locale = resolveLocale(req.headers['accept-language']);
      const pdf = await samplePdf(db, requireAuth(req), app.i18n, locale, { ...req.params, ...req.query });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="Amostra.pdf"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  });
}
