/** Business constants of the specification (part A section 9, part B section 9, part C section 9). */
export const SYSTEM_ID = 59;
export const APP_VERSION = '1.65.0';
/** The main company of the platform. */
export const COMPANY_ID = 1;

export const LABS = { integrated: 1, others: 2, external3: 3, external4: 4, external5: 5, external6: 6 } as const;
/** The lab whose samples get the sample-PDF button. */
export const PDF_LAB_ID = LABS.external5;

export const PROGRAMS = { rama: 1, standard: 2, own: 3, environmentalWater: 5, environmentalSoil: 6 } as const;
export const ENVIRONMENTAL_PROGRAMS: readonly number[] = [PROGRAMS.environmentalWater, PROGRAMS.environmentalSoil];
/** The certificate environmental-responsible lab people hold (part A section 6); the lab people list asks it. */
export const ENVIRONMENTAL_CERTIFICATE = 'ambiental';

/**
 * The product categories the tracker (rastreador) publishes, sent as the repeated idsCategorias of
 * GET /public/v2/produtos/ (spec part C: "a product-category id list exists for the tracker", values
 * not shown). Ours: fruits, leafy vegetables, fruit vegetables, roots and bulbs, processed products
 * and environmental matrices, the categories of the seeded BAS products.
 */
export const TRACKER_PRODUCT_CATEGORIES: readonly number[] = [1, 2, 3, 4, 5, 6];
/** The tracker category of the environmental matrices (water, soil, sediment): the analysis matrices. */
export const ENVIRONMENTAL_MATRIX_CATEGORY = 6;

/** The retailer whose samples need an EAN. */
export const RETAILER_REQUIRING_EAN = 1;

/** The largest value of a PostgreSQL `integer` column: an id above it names nothing. */
export const PG_INTEGER_MAX = 2_147_483_647;

export const LIMITS = {
  numeroLacre: 200,
  lote: 200,
  observacao: 300,
  responsavelColeta: 60,
  /** Collection person of environmental programs (field 12). */
  pessoaColeta: 60,
  /** Free-text place of environmental programs (field 7). */
  localAmostra: 300,
  codigoRastreamento: 60,
  nomeProduto: 60,
  /** The item's EAN barcode, the supplier's type and the environmental sampling type: their columns' sizes. */
  codigoEAN: 20,
  tipoFornecedor: 30,
  tipoAmostragem: 60,
  /** The lists' free-text search ('Buscar amostra...'). */
  listSearch: 100,
  codigoPostal: 10,
  defaultText: 10000,
  username: { min: 3, max: 30 },
  password: { min: 8, max: 70 },
  groupName: { min: 3, max: 30 },
  phoneDigits: { min: 10, max: 14 },
  attachmentBytes: 2_000_000,
} as const;

export const TIMINGS = { snackbarMs: 6000, searchDebounceMs: 1000, qrResultMs: 500 } as const;

export const PAGE_SIZES = { myListWide: 8, myListNarrow: 3, management: 10 } as const;

export const PHOTO = {
  quality: 50,
  width: 1024,
  height: 768,
  mime: 'image/jpeg',
  extension: '.jpg',
  thumbnail: 80,
  /** Photos one item takes (ours: the spec says "multiple"); the photo area stops there and says so. */
  maxPerItem: 50,
} as const;

export const LAYOUT = {
  contentMaxWidth: 1170,
  drawerMaxWidth: 400,
  dialogNarrow: 280,
  dialogWide: 500,
  finalizeButtonWidth: 231,
} as const;

export const COLORS = {
  primary: '#55C5CC',
  proibida: '#000000',
  inconforme: '#FFA500',
  conforme: '#008000',
  naoAutorizada: '#B00020',
  naoSeAplica: '#8A8383',
} as const;

export const FORMATS = { date: 'dd/MM/yyyy', dateTime: 'dd/MM/yyyy HH:mm' } as const;
/**
 * The years a typed date may have, the calendars' own range: '07/12/26' typed is the year 0026, not
 * 2026, and no sample, product or schedule of SARA falls outside these (docs/decisions/0024).
 */
export const DATE_YEARS = { min: 1900, max: 2099 } as const;
export const TIME_ZONE = 'America/Sao_Paulo';
export const NOT_INFORMED_KEY = 'sara2g.ui.txt.nao_informado';

/** Prefix and schema version of the app's local database. */
export const LOCAL_DB = { prefix: 'sara', name: 'sara', versions: 4 } as const;

/** Days of the integration send window and of the default list periods. */
export const PERIODS = {
  integrationDaysBack: 7,
  historyDaysBack: 7,
  historyDaysAhead: 15,
  myListDaysBack: 30,
} as const;

export const LOCALES = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
