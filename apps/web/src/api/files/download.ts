import i18next from 'i18next';
import { buildUrl } from '../client';
import { getSession } from '../../lib/session';
import { showInfo } from '../../stores/alerts';

/** The texts of part B section 8: a failed print or download is an info-style alert. */
export const DOWNLOAD_ERROR = 'sara2g.ui.txt.erro_baixar_arquivo';

async function fetchBlob(path: string, query?: Record<string, string | number>): Promise<Blob> {
  const token = getSession()?.token;
  const response = await fetch(buildUrl(path, query), { headers: token ? { 'Auth-Token': token } : {} });
  // 422: the report PDF is not available (the spec logs it as a development-environment case)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
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

/** Downloads, and on failure logs and shows 'Erro ao baixar arquivo'. Resolves to whether it worked. */
async function download(path: string, fileName: string, query?: Record<string, string | number>) {
  try {
    saveBlob(await fetchBlob(path, query), fileName);
    return true;
  } catch (error) {
    console.error(error);
    showInfo(i18next.t(DOWNLOAD_ERROR));
    return false;
  }
}

/**
 * The sample PDF, Amostra.pdf: GET /api/v1/amostras/pdf/{idLaboratorio}?idAgrupador&idDistribuidor.
 * The management and finalize screens force the distributor to 0 (part A section 7).
 */
export function downloadSamplePdf(p: { idLaboratorio: number; idAgrupador: string; idDistribuidor?: number | null }) {
  return download(`/api/v1/amostras/pdf/${p.idLaboratorio}`, 'Amostra.pdf', {
    idAgrupador: p.idAgrupador,
    idDistribuidor: p.idDistribuidor ?? 0,
  });
}

/** A stored file (a report revision's PDF): GET /api/v1/arquivos/{id}, saved as `{codigoLaudo}.pdf` or Laudo.pdf. */
export function downloadReportPdf(idArquivo: string, codigoLaudo?: string | null) {
  const name = codigoLaudo?.trim() ? `${codigoLaudo.trim().replace(/[\\/:*?"<>|]+/g, '_')}.pdf` : 'Laudo.pdf';
  return download(`/api/v1/arquivos/${encodeURIComponent(idArquivo)}`, name);
}
