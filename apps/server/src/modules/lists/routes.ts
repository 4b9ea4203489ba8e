import { z } from 'zod';
import { idNumber } from '../../http/query.ts';
import type { FastifyRequest } from 'fastify';
import { FEATURES as F } from '@sara/domain/features';
import {
  historyPage,
  historyQuerySchema,
  managementPage,
  managementQuerySchema,
  mySamplesPage,
  mySamplesQuerySchema,
  reportVersion,
  sampleDetail,
} from '@sara/domain/lists';
import type { App } from '../../app.ts';
import { requireAuth } from '../../http/auth.ts';
import { resolveLocale } from '../i18n/service.ts';
import * as service from './service.ts';

/**
 * The "following samples" lists (spec part B sections 2, 3 and 9): history, personal list,
 * management table, one sample and its report versions. Contract: packages/domain/src/lists.ts.
 * Every list is filtered, sorted and paged in SQL over the read model sara."amostraLista"
 * (docs/decisions/0009-lists-read-model.md).
 */
const tags = ['lists'];
const SCOPE =
  'Visibility: management or listagem.admin see every sample; otherwise a sampler sees the samples they ' +
  "collected, a supplier those it supplied, a retail user its retailers' samples, anyone else their " +
  "company's. Users with the supplier profile never see reports awaiting the internal team's approval.";
const idParam = idNumber();

export default async function listsRoutes(app: App) {
  const ctxOf = (req: FastifyRequest): service.ListCtx => {
    const locale = resolveLocale(req.headers['accept-language']);
    return { db: app.db, auth: requireAuth(req), t: (token) => app.i18n.t(token, locale) };
  };

  app.get('/api/v1/amostras/gerenciamento', {
    config: { auth: [F.amostraGerenciamento] },
    schema: {
      tags,
      summary: 'Management table: filtered, sorted (idAmostra breaks ties) and paged items; count capped',
      description: `${SCOPE} The total counts up to 10000; beyond it totalLimitado is true.`,
      querystring: managementQuerySchema,
      response: { 200: z.object({ data: managementPage }) },
    },
    handler: async (req) => ({ data: await service.management(ctxOf(req), req.query) }),
  });

  app.get('/api/v1/amostras/listagem', {
    config: { auth: [F.listagem] },
    schema: {
      tags,
      summary: 'Personal sample list (collected, analysed, rejected items) with the eight sorts',
      description: `${SCOPE} idVarejo is honoured for management or supplier features, fornecedor for the retail profile.`,
      querystring: mySamplesQuerySchema,
      response: { 200: z.object({ data: mySamplesPage }) },
    },
    handler: async (req) => ({ data: await service.mySamples(ctxOf(req), req.query) }),
  });

  app.get('/api/v1/amostras/historico', {
    config: { auth: [F.historico] },
    schema: {
      tags,
      summary: 'Collection history: scheduled and collected groups of the period with their items and flags',
      description:
        `${SCOPE} A sampler sees the groups they collect or registered. A group lists only the items the ` +
        'user sees (a supplier: its own), and a group with none is not listed; the quick filter and the ' +
        'search match those items only.',
      querystring: historyQuerySchema,
      response: { 200: z.object({ data: historyPage }) },
    },
    handler: async (req) => ({ data: await service.history(ctxOf(req), req.query) }),
  });

  app.get('/api/v1/amostras/:idAmostra', {
    config: { auth: [F.amostraGerenciamento, F.listagem, F.historico], errors: ['SAMPLE_NONEXISTENT'] },
    schema: {
      tags,
      summary: 'One sample (the sample data dialog); 404 when unknown or not visible to the user',
      description: SCOPE,
      params: z.object({ idAmostra: idParam }),
      response: { 200: z.object({ data: sampleDetail }) },
    },
    handler: async (req) => ({ data: await service.sampleDetail(ctxOf(req), req.params.idAmostra) }),
  });

  app.get('/api/v1/laudos', {
    config: { auth: [F.laudoVisualizar, F.amostraGerenciamento], errors: ['SAMPLE_NONEXISTENT'] },
    schema: {
      tags,
      summary: "Every revision of a sample's report, newest first (empty without a report)",
      description: `${SCOPE} 404 when the sample is unknown or not visible.`,
      querystring: z.object({ idAmostra: idParam }),
      response: { 200: z.object({ data: z.array(reportVersion) }) },
    },
    handler: async (req) => ({ data: await service.reportVersions(ctxOf(req), req.query.idAmostra) }),
  });
}
