import { useEffect, useState } from 'react';
import { buildUrl } from '../../../api/client';
import { getSession } from '../../../lib/session';

/** GET /api/v1/arquivos/{id} with the session's Auth-Token: the file's bytes. */
export async function getArquivo(idArquivo: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSession()?.token;
  const response = await fetch(buildUrl(`/api/v1/arquivos/${encodeURIComponent(idArquivo)}`), {
    headers: token ? { 'Auth-Token': token } : {},
    signal,
  });
  if (!response.ok) throw new Error(`GET /api/v1/arquivos/${idArquivo}: ${response.status}`);
  return response.blob();
}

/**
 * An object URL of a stored file (an <img> cannot send the Auth-Token), revoked when unused; of `blob`
 * instead when the file is still on the device, waiting to be uploaded.
 */
export function useArquivoUrl(idArquivo: string, blob?: Blob): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ id: string; url: string | null; failed: boolean }>({
    id: idArquivo,
    url: null,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    (blob ? Promise.resolve(blob) : getArquivo(idArquivo, controller.signal))
      .then((bytes) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(bytes);
        setState({ id: idArquivo, url, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Unable to download the photo:', error);
        setState({ id: idArquivo, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [idArquivo, blob]);
  return state.id === idArquivo ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
