import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { signIn } from '../../testing/session';
import { downloadSamplePdf } from './download';

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
