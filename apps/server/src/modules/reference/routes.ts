import { z } from 'zod';
import { TIPO_EMPRESA } from '@sara/domain/enums';
import { SAMPLE_FORM_FEATURES } from '@sara/domain/features';
import type { App } from '../../app.ts';
import { idNumber, queryId, queryList } from '../../http/query.ts';
import { requireAuth } from '../../http/auth.ts';
import { readableCompany } from '../places/service.ts';
import * as repo from './repository.ts';

/**
 * Reference lists of the collection and scheduling screens (spec part A section 7 "Reference
 * data"). Every SARA user needs them to show a sample, so a live SARA session suffices
 * (docs/decisions/0003-reference-lists.md); geography and BAS products are public data.
 */
const list = <T extends z.ZodType>(item: T) => ({ 200: z.object({ data: z.array(item) }) });
const tags = ['reference'];

const laboratorio = z.object({ idLaboratorio: z.number(), nome: z.string(), integrado: z.boolean() });
const programa = z.object({
  idProgramaAmostra: z.number(),
  nome: z.string(),
  tipoRastreamento: z.string().nullable(),
  rama: z.boolean(),
  ambiental: z.boolean(),
  idPessoa: z.number().nullable(),
  campos: z.array(z.object({ idCampoPrograma: z.number(), token: z.string(), tipo: z.enum(['texto', 'data']) })),
});
const orcamento = z.object({
  idOrcamento: z.number(),
  codigoOrcamento: z.string(),
  objetoOrcamento: z.string(),
  idLaboratorio: z.number(),
  idEmpresa: z.number().nullable(),
});
const norma = z.object({ idNormaAmbiental: z.number(), nome: z.string() });
const varejo = z.object({
  idVarejo: z.number(),
  nome: z.string(),
  idPessoaVarejoSca: z.number().nullable(),
  raizesCnpj: z.array(z.string()),
  idAgrupadorUsuario: z.number().nullable(),
  rama: z.boolean(),
  exigeEan: z.boolean(),
});
const empresa = z.object({
  idEmpresa: z.number(),
  razaoSocial: z.string(),
  nomeFantasia: z.string().nullable(),
  documento: z.string().nullable(),
  inscricaoRural: z.string().nullable(),
  tipoEmpresa: z.enum(TIPO_EMPRESA),
  idAgrupadorUsuario: z.number().nullable(),
  /** A supplier that uses the platform: only such a supplier may go on a sample (part A section 5). */
  usuarioPlataforma: z.boolean().nullable(),
});
const pessoa = z.object({
  idPessoa: z.number(),
  nome: z.string(),
  idEmpresa: z.number(),
  idScaUsuario: z.number().nullable(),
  tipoEmpresa: z.enum(TIPO_EMPRESA),
  certificados: z.array(z.string()),
});
const produto = z.object({
  id: z.number(),
  nome: z.string(),
  nomeI18n: z.record(z.string(), z.string()),
  idCategoriaProduto: z.number(),
});
const uf = z.object({ idUf: z.number(), sigla: z.string(), nome: z.string() });
const municipio = z.object({
  id: z.number(),
  idUf: z.number(),
  nome: z.string(),
  sigla: z.string(),
  codigoMunicipioIbge: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export default async function referenceRoutes(app: App) {
  const db = app.db;
  const session = { auth: 'session' as const };
  const sampleForms = { auth: SAMPLE_FORM_FEATURES };

  app.get('/api/v1/laboratorios', {
    config: session,
    schema: { tags, summary: 'Laboratories', response: list(laboratorio) },
    handler: async () => ({ data: await repo.listLaboratories(db) }),
  });

  app.get('/api/v1/programas-amostra', {
    config: session,
    schema: {
      tags,
      summary: 'Sampling programs a person may use, with their fields',
      querystring: z.object({ idPessoa: queryId }),
      response: list(programa),
    },
    handler: async (req) => ({ data: await repo.listPrograms(db, req.query.idPessoa) }),
  });

  app.get('/api/v2/orcamentos', {
    config: session,
    schema: {
      tags,
      summary: "Active budgets of a company and those open to every company, shown as 'code - object'",
      description:
        'Without idEmpresa, only those open to every company. amostra.gerenciamento may name any company; others only their own (another is 403).',
      querystring: z.object({ idEmpresa: queryId }),
      response: list(orcamento),
    },
    handler: async (req) => {
      const { idEmpresa } = req.query;
      // without a company: those open to every company
      const company = idEmpresa === undefined ? undefined : await readableCompany(db, requireAuth(req), idEmpresa);
      return { data: await repo.listBudgets(db, company) };
    },
  });

  app.get('/api/v1/norma-ambiental', {
    config: session,
    schema: { tags, summary: 'Environmental standards', response: list(norma) },
    handler: async () => ({ data: await repo.listNorms(db) }),
  });

  app.get('/api/v1/varejos', {
    config: session,
    schema: { tags, summary: 'Retail chains', response: list(varejo) },
    handler: async () => ({ data: await repo.listRetailers(db) }),
  });

  // the companies and the people of every company (names, documents) are for the sample forms, where they
  // are chosen; a supplier or a retail chain has no screen that lists them
  app.get('/api/v1/empresas', {
    config: sampleForms,
    schema: {
      tags,
      summary: 'Companies, filtered by type, id or a name fragment (accent-insensitive)',
      querystring: z.object({
        tipoEmpresa: z.enum(TIPO_EMPRESA).optional(),
        idEmpresa: queryId,
        busca: z.string().max(100).optional(),
      }),
      response: list(empresa),
    },
    handler: async (req) => ({ data: await repo.listCompanies(db, req.query) }),
  });

  app.get('/api/v1/pessoas', {
    config: sampleForms,
    schema: {
      tags,
      summary: 'People, filtered by company type, certificates (all required), company or id',
      querystring: z.object({
        tipoEmpresa: z.enum(TIPO_EMPRESA).optional(),
        certificados: queryList(z.string().max(60), 10),
        idPessoa: queryId,
        idEmpresa: queryId,
      }),
      response: list(pessoa),
    },
    handler: async (req) => ({ data: await repo.listPeople(db, req.query) }),
  });

  app.get('/public/v2/produtos/', {
    config: { auth: 'public' },
    schema: {
      tags,
      summary: 'BAS products of the tracker categories (repeat idsCategorias)',
      querystring: z.object({ idsCategorias: queryList(idNumber()) }),
      response: list(produto),
    },
    handler: async (req) => ({ data: await repo.listProducts(db, req.query.idsCategorias) }),
  });

  app.get('/api/v1/municipios', {
    config: { auth: 'public' },
    schema: {
      tags,
      summary: 'Brazilian states and municipalities (IBGE), optionally of one state',
      description: 'The states-and-cities call the app loads at start and keeps for offline use.',
      querystring: z.object({ idUf: queryId }),
      response: { 200: z.object({ data: z.object({ estados: z.array(uf), municipios: z.array(municipio) }) }) },
    },
    handler: async (req) => {
      const [estados, municipios] = await Promise.all([
        repo.listStates(db),
        repo.listMunicipalities(db, req.query.idUf),
      ]);
      return { data: { estados, municipios } };
    },
  });
}
