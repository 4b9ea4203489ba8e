import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { signIn } from '../../testing/session';
import { downloadReportPdf, downloadSamplePdf } from './download';
import { renderHook } from '@testing-library/react';
import { dismissInfo, useAlerts } from '../../stores/alerts';
import { stubObjectUrls } from '../../testing/media';

const GROUP = { idLaboratorio: 5, idAgrupador: 'a9000000-0000-4000-8000-000000000002' };

describe('downloadSamplePdf', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session the server refused (401), as every other call does, so the user is asked to log in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(['historico']);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'x' } }), { status: 401 }),
      ),
    );
    expect(await downloadSamplePdf(GROUP)).toBe(false);
    expect(getSession()).toBeNull();
  });

  it('keeps the session on another refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(['historico']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 409 })),
    );
    expect(await downloadSamplePdf(GROUP)).toBe(false);
    expect(getSession()).not.toBeNull();
  });
});

describe('downloadReportPdf', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissInfo();
  });

  it("says a failed download as a failed print does ('Erro ao baixar arquivo'), a 422 too", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn(['historico']);
    const alerts = renderHook(() => useAlerts());
    for (const status of [404, 422, 500]) {
      dismissInfo();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}', { status })),
      );
      expect(await downloadReportPdf('f1', 'LAU-1')).toBe(false);
      expect(alerts.result.current.info).toBe('Erro ao baixar arquivo');
    }
  });

  it('saves the file once for a second tap while the first download runs', async () => {
    signIn(['historico']);
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { create: created } = stubObjectUrls();
    const first = downloadReportPdf('f1', 'LAU-1');
    expect(await downloadReportPdf('f1', 'LAU-1')).toBe(false);
    answer(new Response('%PDF', { status: 200 }));
    expect(await first).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledTimes(1);
    // once done, the same report downloads again
    const again = downloadReportPdf('f1', 'LAU-1');
    answer(new Response('%PDF', { status: 200 }));
    expect(await again).toBe(true);
  });
});
