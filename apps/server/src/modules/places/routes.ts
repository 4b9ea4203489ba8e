import { z } from 'zod';
import { PLACE_WRITER_FEATURES } from '@sara/domain/features';
import { TIPO_LOCAL } from '@sara/domain/enums';
import { withRules } from '@sara/domain/rules/fields';
import { companyProductSchema, locationIssues, locationShape } from '@sara/domain/rules/location';
import type { App } from '../../app.ts';
import { requireAuth } from '../../http/auth.ts';
import { queryId } from '../../http/query.ts';
import { cachedAddressProvider, rangeAddressProvider, upstreamAddressProvider } from './cep.ts';
import * as service from './service.ts';

/**
 * Places, company products and the postal-code lookup (spec part A section 7 "Places and company
 * products", "Reference data").
 */
const tags = ['places'];
const place = z.object({
  idLocalAmostra: z.number(),
  nome: z.string(),
  codigoPostal: z.string().nullable(),
  logradouro: z.string().nullable(),
  bairro: z.string().nullable(),
  numero: z.string().nullable(),
  semNumero: z.boolean(),
  complemento: z.string().nullable(),
  idMunicipio: z.number(),
  municipio: z.string().describe('municipality name'),
  idUf: z.number(),
  uf: z.string().describe('state abbreviation (sigla)'),
  idEmpresa: z.number().nullable(),
  tipo: z.enum(TIPO_LOCAL),
  idProgramaAmostra: z.number().nullable(),
  idVarejo: z.number().nullable(),
});
const product = z.object({ idProdutoEmpresa: z.number(), nome: z.string(), idEmpresa: z.number() });
const address = z.object({
  cep: z.string(),
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  idUf: z.number(),
  idMunicipio: z.number(),
  uf: z.string(),
});
/**
 * The location rules of the domain, except that the state may be left out: the server takes it
 * from the municipality (and, when given, checks that they agree).
 */
const placeBody = withRules(locationShape, (form) => locationIssues(form).filter((i) => i.path !== 'idUf'));
/** Who registers places and company products: whoever opens a screen with their add buttons. */
const writers = PLACE_WRITER_FEATURES;

export default async function placesRoutes(app: App) {
  const db = app.db;
  const ranges = cachedAddressProvider(rangeAddressProvider(db));
  const serviceUrl = app.config.CEP_SERVICE_URL;
  const addresses = serviceUrl
    ? upstreamAddressProvider(ranges, {
        urlTemplate: serviceUrl,
        onError: (error) => app.log.warn({ err: error }, 'postal-code service failed; answering from the ranges'),
      })
    : ranges;

  app.post('/api/v1/localizacoes', {
    config: { auth: writers, errors: ['REFERENCE_INVALID', 'MUNICIPALITY_STATE_MISMATCH'] },
    schema: {
      tags,
      summary: 'Registers a sampling place (location dialog)',
      description:
        'Name, municipality and program are required, RAMA (program 1) also the retailer; idUf, when given, must ' +
        'be the state of the municipality; the postal code (max 10) is stored as NN.NNN-NNN; no-number clears the number. ' +
        'idEmpresa defaults to the user company; only amostra.gerenciamento may name another.',
      body: placeBody,
      response: { 201: z.object({ data: place }) },
    },
    handler: async (req, reply) =>
      reply.status(201).send({ data: await service.createPlace(db, requireAuth(req), req.body) }),
  });

  app.get('/api/v1/localizacoes', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Sampling places, sorted by name (max 1000)',
      description:
        'amostra.gerenciamento and amostraAgendada.finalizar list every company (idEmpresa narrows); others only ' +
        'their company (another idEmpresa is 403). busca: accent-insensitive name fragment.',
      querystring: z.object({ idEmpresa: queryId, busca: z.string().max(100).optional() }),
      response: { 200: z.object({ data: z.array(place) }) },
    },
    handler: async (req) => ({ data: await service.listPlaces(db, requireAuth(req), req.query) }),
  });

  app.get('/api/v1/localizacoes/filterByIdEmpresa', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: "A company's places; empty for amostra.gerenciamento users (as the spec says)",
      querystring: z.object({ idEmpresa: queryId }),
      response: { 200: z.object({ data: z.array(place) }) },
    },
    handler: async (req) => ({ data: await service.placesOfCompany(db, requireAuth(req), req.query.idEmpresa) }),
  });

  app.post('/api/v1/produtos-empresa', {
    config: { auth: writers, errors: ['COMPANY_PRODUCT_EXISTS'] },
    schema: {
      tags,
      summary: 'Registers a company product',
      description:
        'Name required, max 60, trimmed, unique per company ignoring case (409 with the nome_existente message). ' +
        'idEmpresa defaults to the user company; only amostra.gerenciamento may name another.',
      body: companyProductSchema,
      response: { 201: z.object({ data: product }) },
    },
    handler: async (req, reply) => {
      const { nome, idEmpresa } = req.body;
      const data = await service.createCompanyProduct(db, requireAuth(req), { nome: nome!, idEmpresa });
      return reply.status(201).send({ data });
    },
  });

  app.get('/api/v1/produtos-empresa', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Company products with a name, sorted (max 1000)',
      description: 'amostra.gerenciamento may read any company (all without idEmpresa); others only their own.',
      querystring: z.object({ idEmpresa: queryId }),
      response: { 200: z.object({ data: z.array(product) }) },
    },
    handler: async (req) => ({ data: await service.listCompanyProducts(db, requireAuth(req), req.query.idEmpresa) }),
  });

  app.get('/broker/rest/public/cep', {
    config: { auth: 'public', errors: ['CEP_INVALID', 'CEP_NOT_FOUND'] },
    schema: {
      tags,
      summary: 'Postal-code lookup: state and municipality from the postal ranges, street from CEP_SERVICE_URL',
      description:
        'Accepts 01001000, 01001-000 or 01.001-000. rua and bairro come from the address service when CEP_SERVICE_URL is set (cached), empty otherwise or when it fails.',
      querystring: z.object({ cep: z.string().max(20) }),
      response: { 200: z.object({ data: address }) },
    },
    handler: async (req) => ({ data: await service.lookupCep(addresses, req.query.cep) }),
  });
}
