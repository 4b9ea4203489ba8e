import i18next from 'i18next';
import { TIPO_ARQUIVO } from '@sara/domain/enums';
import {
  API_MESSAGES,
  ApiError,
  UPLOAD_TIMEOUT_MS,
  buildUrl,
  errorCode,
  errorMessage,
  parseJson,
  withTimeout,
} from '../client';
import { getSession } from '../../lib/session';

export interface StoredArquivo {
  idArquivo: string;
  url: string;
}

/**
 * POST /api/v1/arquivos (multipart): uploads an image under the id the client generated. The same
 * id with the same bytes answers the stored file, so a retry is safe.
 */
export async function uploadArquivo(
  idArquivo: string,
  arquivo: Blob,
  fileName = `${idArquivo}.jpg`,
  /** The caller's own stop ('Enviar em segundo plano'): the upload ends as no answer. */
  signal?: AbortSignal,
): Promise<StoredArquivo> {
  const form = new FormData();
  form.append('idArquivo', idArquivo);
  form.append('idTipoArquivo', String(TIPO_ARQUIVO.imagem));
  form.append('arquivo', arquivo, fileName);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18next.language };
  const token = getSession()?.token;
  if (token) headers['Auth-Token'] = token;
  let response: Response;
  let text: string;
  const limit = withTimeout(signal, UPLOAD_TIMEOUT_MS);
  try {
    response = await fetch(buildUrl('/api/v1/arquivos'), { method: 'POST', headers, body: form, signal: limit.signal });
    text = await response.text();
  } catch {
    throw new ApiError(0, errorMessage(0, ''));
  } finally {
    limit.done();
  }
  if (!response.ok) {
    // with the server's code: a refusal without one is not the server's (a portal's, a proxy's)
    const body = parseJson(text);
    throw new ApiError(
      response.status,
      errorMessage(response.status, text),
      errorCode(text),
      body.ok ? body.value : undefined,
    );
  }
  // a success with a body that is not JSON (a proxy's or captive portal's page) is unreadable
  const stored = parseJson(text);
  if (!stored.ok) throw new ApiError(response.status, i18next.t(API_MESSAGES.unreadable));
  return (stored.value as { data: StoredArquivo }).data;
}

/** GET /api/v1/arquivos/{id} with the session's token: the file's bytes (for thumbnails of saved photos). */
export async function fetchArquivo(idArquivo: string): Promise<Blob> {
  const token = getSession()?.token;
  const response = await fetch(buildUrl(`/api/v1/arquivos/${encodeURIComponent(idArquivo)}`), {
    headers: token ? { 'Auth-Token': token } : {},
  });
  if (!response.ok) throw new ApiError(response.status, errorMessage(response.status, ''));
  return response.blob();
}
