import Dexie, { type Table } from 'dexie';
import { LOCAL_DB } from '@sara/domain/constants';
import type {
  Coletor,
  Empresa,
  Laboratorio,
  Laudo,
  LocalAmostra,
  Municipio,
  NormaAmbiental,
  Orcamento,
  Pessoa,
  ProdutoEmpresa,
  Produto,
  ProgramaAmostra,
  Uf,
  Varejo,
} from '../types/api';

/** A setting kept on the device. */
export interface Configuracao {
  chave: string;
  valor: unknown;
  /** When it was kept (ISO), for what the device forgets once unused for long (not indexed). */
  guardadaEm?: string;
}

/** The interface texts of one language, as last loaded from the server. */
export interface TextosIdioma {
  lang: string;
  texts: Record<string, string>;
  loadedAt: string;
}

/** A form being filled in and not saved yet, as the screen left it (offline/unsaved-forms.ts). */
export interface UnsavedFormRow {
  /** `owner|screen address`. */
  key: string;
  owner: number;
  savedAt: string;
  state: unknown;
}

/** A photo kept on the device as bytes (some WebViews lose Blobs kept in IndexedDB). */
export interface KeptPhoto {
  idArquivo: string;
  type: string;
  bytes: ArrayBuffer;
}

/** A photo to keep on the device, as kept. */
export const keptPhoto = async (p: { idArquivo: string; blob: Blob }): Promise<KeptPhoto> => ({
  idArquivo: p.idArquivo,
  type: p.blob.type,
  bytes: await p.blob.arrayBuffer(),
});

/** A kept photo as a Blob again (to show or to upload). */
export const photoBlob = (p: Pick<KeptPhoto, 'type' | 'bytes'>): Blob => new Blob([p.bytes], { type: p.type });

/** A photo of an unsaved form. */
export interface UnsavedPhotoRow extends KeptPhoto {
  formKey: string;
}

/** A write made offline, waiting to be sent. */
export interface OutboxEntry {
  id?: number;
  createdAt: string;
  kind: string;
  payload: unknown;
  status: 'pending' | 'sending' | 'failed';
}

/**
 * The app's local database (IndexedDB "sara"): a copy of every list it fetched, upserted by id,
 * the outbox of writes made offline (DESIGN.md section 5), and the forms being filled in.
 */
export class SaraDb extends Dexie {
  laboratorio!: Table<Laboratorio, number>;
  programa!: Table<ProgramaAmostra, number>;
  orcamento!: Table<Orcamento, number>;
  normaAmbiental!: Table<NormaAmbiental, number>;
  varejo!: Table<Varejo, number>;
  empresa!: Table<Empresa, number>;
  pessoa!: Table<Pessoa, number>;
  coletor!: Table<Coletor, number>;
  municipio!: Table<Municipio, number>;
  uf!: Table<Uf, number>;
  produto!: Table<Produto, number>;
  produtoEmpresa!: Table<ProdutoEmpresa, number>;
  localAmostra!: Table<LocalAmostra, number>;
  laudo!: Table<Laudo, number>;
  configuracao!: Table<Configuracao, string>;
  textos!: Table<TextosIdioma, string>;
  outbox!: Table<OutboxEntry, number>;
  unsavedForm!: Table<UnsavedFormRow, string>;
  unsavedPhoto!: Table<UnsavedPhotoRow, [string, string]>;

  constructor(name: string = LOCAL_DB.name) {
    super(name);
    // The spec plans four schema versions (LOCAL_DB.versions). A released version is never edited:
    // a change adds the next one below, listing only the tables it changes (null drops one), with
    // an upgrade(tx => ...) when existing rows must be rewritten, e.g.
    //   this.version(2).stores({ amostra: 'idAmostra, idAgrupador, situacao' });
    //   this.version(3).stores({ outbox: '++id, createdAt, kind, status, idAgrupador' }).upgrade(...);
    this.version(1).stores({
      laboratorio: 'idLaboratorio',
      programa: 'idProgramaAmostra, idPessoa',
      orcamento: 'idOrcamento, idLaboratorio',
      normaAmbiental: 'idNormaAmbiental',
      varejo: 'idVarejo',
      empresa: 'idEmpresa, tipoEmpresa',
      pessoa: 'idPessoa, idEmpresa',
      coletor: 'idPessoa, idScaUsuario',
      municipio: 'id, idUf',
      uf: 'idUf',
      produto: 'id',
      produtoEmpresa: 'idProdutoEmpresa, idEmpresa',
      localAmostra: 'idLocalAmostra, idEmpresa',
      laudo: 'idLaudo, idAmostra',
      configuracao: 'chave',
      textos: 'lang',
      outbox: '++id, createdAt, kind, status',
    });
    // 2: forms being filled in, kept as they change so a reload or a closed app loses nothing
    this.version(2).stores({ unsavedForm: 'key, owner', unsavedPhoto: '[formKey+idArquivo], formKey' });
  }
}

export const db = new SaraDb();

/** Writes rows over the local copies with the same id (insert or replace). */
export async function upsertMany<T, K>(table: Table<T, K>, rows: readonly T[]): Promise<void> {
  await table.bulkPut(rows);
}

export function readAll<T, K>(table: Table<T, K>): Promise<T[]> {
  return table.toArray();
}

/**
 * Asks the browser to keep this site's storage under pressure (the outbox holds what the user saved
 * offline, photos included); a browser that says no, or has no such call, keeps best-effort storage.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
