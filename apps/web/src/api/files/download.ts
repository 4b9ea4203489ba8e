import i18next from 'i18next';
import { buildUrl, endRefusedSession } from '../client';
import { getSession } from '../../lib/session';
import { dismissInfo, showInfo } from '../../stores/alerts';
import { trackLoading } from '../../stores/loading';

/** The text of part B section 8 for a failed print: an info-style alert. */
export const DOWNLOAD_ERROR = 'sara2g.ui.txt.erro_baixar_arquivo';

/** A file call the server refused, with its status (a 422 on a report is told apart). */
class DownloadError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`GET ${path}: ${status}`);
    this.name = 'DownloadError';
  }
}

async function fetchBlob(path: string, query?: Record<string, string | number>): Promise<Blob> {
  const token = getSession()?.token;
  // a PDF the server writes (the sample PDF) speaks the language chosen in the app, not the browser's
  const headers: Record<string, string> = { 'Accept-Language': i18next.language };
  if (token) headers['Auth-Token'] = token;
  const response = await fetch(buildUrl(path, query), { headers });
  // the session's token refused (expired, revoked): a login is needed, as on every other call
  endRefusedSession(response.status, token);
  if (!response.ok) throw new DownloadError(path, response.status);
  return response.blob();
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The downloads under way, by address: a second tap while one runs does not save the file twice. */
const underWay = new Set<string>();

/**
 * Downloads and resolves to whether it worked; a failure is handed to `onError`. The global loading bar
 * shows while it runs (a report over a slow connection takes seconds); a repeated tap meanwhile is
 * dropped and resolves to false.
 */
async function download(
  path: string,
  fileName: string,
  onError: (error: unknown) => void,
  query?: Record<string, string | number>,
) {
  const key = buildUrl(path, query);
  if (underWay.has(key)) return false;
  underWay.add(key);
  try {
    saveBlob(await trackLoading(fetchBlob(path, query)), fileName);
    dismissInfo(); // an earlier failure's alert is out of date once a download works
    return true;
  } catch (error) {
    onError(error);
    return false;
  } finally {
    underWay.delete(key);
  }
}

/** A failed print: logged and shown as the info alert 'Erro ao baixar arquivo' (part B section 8). */
function printFailed(error: unknown) {
  console.error('Unable to download the sample PDF:', error);
  showDownloadError();
}

/**
 * A failed report download: logged (part B section 8; a 422 is the report's PDF not being available,
 * as in the development environment) and, as a failed print, shown as 'Erro ao baixar arquivo': a
 * report is printed from these buttons, and a tap that does nothing reads as a broken button.
 */
export function reportDownloadFailed(error: unknown) {
  if (error instanceof DownloadError && error.status === 422) {
    console.warn('The report PDF is not available (422): expected in the development environment.', error);
  } else {
    console.error('Unable to download the report PDF:', error);
  }
  showDownloadError();
}

/** The info alert of a failed download or print (part B section 8). */
export function showDownloadError() {
  showInfo(i18next.t(DOWNLOAD_ERROR));
}

/**
 * The sample PDF, Amostra.pdf: GET /api/v1/amostras/pdf/{idLaboratorio}?idAgrupador&idDistribuidor.
 * The management and finalize screens force the distributor to 0 (part A section 7).
 */
export function downloadSamplePdf(p: { idLaboratorio: number; idAgrupador: string; idDistribuidor?: number | null }) {
  return download(`/api/v1/amostras/pdf/${p.idLaboratorio}`, 'Amostra.pdf', printFailed, {
    idAgrupador: p.idAgrupador,
    idDistribuidor: p.idDistribuidor ?? 0,
  });
}

/**
 * A stored file (a report revision's PDF): GET /api/v1/arquivos/{id}, saved as `{codigoLaudo}.pdf`
 * or Laudo.pdf. A failure is logged and said as a print's is.
 */
export function downloadReportPdf(idArquivo: string, codigoLaudo?: string | null) {
  const name = codigoLaudo?.trim() ? `${codigoLaudo.trim().replace(/[\\/:*?"<>|]+/g, '_')}.pdf` : 'Laudo.pdf';
  return download(`/api/v1/arquivos/${encodeURIComponent(idArquivo)}`, name, reportDownloadFailed);
}
