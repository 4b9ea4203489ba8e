import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@sara/domain/access';
import { AppProvider } from '../../../app/provider';
import { ProtectedRoute } from '../../../lib/auth';
import { getSession, startSession } from '../../../lib/session';
import { db } from '../../../offline/db';
import { jsonResponse } from '../../../testing/render';
import { useLaboratorios } from '../../../api/reference/get-laboratorios';
import { initialLoadKey } from '../api/load-initial-data';
import { LoadInitPage } from './load-init-page';

const session: SessionData = {
  token: 'tok',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 3, name: 'Amanda Amostradora', username: 'amostrador', email: 'amostrador@sara.local' },
  features: ['perfil.amostrador', 'amostraColetada.adicionar', 'historico'],
};

const coletor = {
  idPessoa: 30,
  nome: 'Amanda Amostradora',
  idEmpresa: 4,
  idScaUsuario: 3,
  razaoSocial: 'Coletora Campo Ltda',
  tipoEmpresa: 'coletora',
  coletor: true,
  certificados: [],
};

function renderLoadInit(entry: string, home: ReactNode = <p>home</p>) {
  const router = createMemoryRouter(
    [
      { path: '/public/login', element: <p>login</p> },
      {
        path: '/app',
        element: <ProtectedRoute />,
        children: [
          { path: 'main/load-init/:idScaUsuario', element: <LoadInitPage /> },
          { path: 'main', element: home },
          { path: 'amostra/list', element: <p>sample list</p> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const SCHEDULED = '6f1c1b7e-8a53-4f3e-9a3c-2d7f1b0b9a11';
/** The history's first page: a schedule the user may finalize, and one they may not. */
const HISTORY = [
  { idAgrupador: SCHEDULED, situacao: 'agendada', finalizeAgendada: true },
  { idAgrupador: '0a4f2e4c-1b2d-4c3e-8f9a-1b2c3d4e5f60', situacao: 'agendada', finalizeAgendada: false },
];

/** Answers the bootstrap call and every list; records the paths asked for. */
function stubServer(coletorAnswer: () => Response = () => jsonResponse({ data: coletor })) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? url;
      paths.push(url);
      if (path.startsWith('/api/v1/coletores/usuario/')) return coletorAnswer();
      if (path === '/api/v1/laboratorios') return jsonResponse({ data: [{ idLaboratorio: 1, nome: 'Agrosafety' }] });
      if (path === '/api/v1/empresas') return jsonResponse({ error: { code: 'FORBIDDEN', message: 'Negado.' } }, 403);
      if (path === '/api/v1/amostras/historico') return jsonResponse({ data: { itens: HISTORY, total: 2 } });
      if (path === `/api/v1/amostras/agendadas/${SCHEDULED}`) return jsonResponse({ data: { idAgrupador: SCHEDULED } });
      return jsonResponse({ data: [] });
    }),
  );
  return paths;
}

describe('collector bootstrap (load-init)', () => {
  beforeEach(async () => {
    await Promise.all([db.coletor.clear(), db.laboratorio.clear()]);
    startSession(session);
  });

  it('registers the collector, loads the lists once, then opens the remembered page', async () => {
    const paths = stubServer();
    const router = renderLoadInit('/app/main/load-init/3?redirectTo=%2Fapp%2Famostra%2Flist');
    expect(await screen.findByText('sample list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/amostra/list');
    expect(paths[0]).toBe('/api/v1/coletores/usuario/3');
    // the history's first page, and the schedule on it the user may finalize (its finalize screen offline)
    expect(paths.filter((p) => p.startsWith('/api/v1/amostras/historico?'))).toHaveLength(1);
    await waitFor(() => expect(paths).toContain(`/api/v1/amostras/agendadas/${SCHEDULED}`));
    expect(paths.filter((p) => p.startsWith('/api/v1/amostras/agendadas/'))).toHaveLength(1);
    expect(
      paths
        .slice(1)
        .filter((p) => !p.startsWith('/api/v1/amostras/'))
        .sort(),
    ).toEqual(
      [
        '/api/v1/empresas',
        '/api/v1/laboratorios',
        // the places and products of the collector's company, for a first visit without signal
        '/api/v1/localizacoes?idEmpresa=4',
        '/api/v1/produtos-empresa?idEmpresa=4',
        '/api/v1/norma-ambiental',
        '/api/v1/pessoas',
        '/api/v1/pessoas?tipoEmpresa=laboratorio',
        '/api/v1/programas-amostra?idPessoa=30',
        '/api/v1/varejos',
        '/api/v2/orcamentos?idEmpresa=4',
        '/public/v2/produtos/?idsCategorias=1&idsCategorias=2&idsCategorias=3&idsCategorias=4&idsCategorias=5&idsCategorias=6',
      ].sort(),
    );
    expect(await db.coletor.get(30)).toEqual(coletor);
    expect(await db.laboratorio.toArray()).toEqual([{ idLaboratorio: 1, nome: 'Agrosafety' }]);
    // a 403 on a list does not keep the load from counting as done
    expect(localStorage.getItem(initialLoadKey(3))).not.toBeNull();
  });

  it("gives the lists it read to the screens' queries: the first screen does not read them again", async () => {
    const paths = stubServer();
    function Labs() {
      const labs = useLaboratorios();
      return <p>{labs.data?.map((l) => l.nome).join(', ') ?? 'lendo'}</p>;
    }
    renderLoadInit('/app/main/load-init/3', <Labs />);
    expect(await screen.findByText('Agrosafety')).toBeTruthy();
    expect(paths.filter((p) => p === '/api/v1/laboratorios')).toHaveLength(1);
  });

  it('loads only the lists the features call for', async () => {
    startSession({ ...session, features: ['perfil.varejo', 'listagem'] });
    const paths = stubServer();
    renderLoadInit('/app/main/load-init/3');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(paths).toEqual(['/api/v1/coletores/usuario/3', '/api/v1/laboratorios']);
  });

  it('goes straight on and reloads in the background once the first load is done', async () => {
    localStorage.setItem(initialLoadKey(3), '2026-11-01T10:00:00.000Z');
    let releaseLabs: () => void = () => undefined;
    const labsAnswered = new Promise<void>((resolve) => (releaseLabs = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/v1/coletores/')) return jsonResponse({ data: coletor });
        if (url === '/api/v1/laboratorios') await labsAnswered;
        return jsonResponse({ data: [] });
      }),
    );
    renderLoadInit('/app/main/load-init/3');
    expect(await screen.findByText('home')).toBeTruthy();
    releaseLabs();
  });

  it('logs out and returns to login when the bootstrap call fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer(() => jsonResponse({ error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço inexistente.' } }, 404));
    const router = renderLoadInit('/app/main/load-init/3');
    expect(await screen.findByText('login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/public/login');
    expect(getSession()).toBeNull();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
  });

  it('uses the collector kept on the device when offline', async () => {
    await db.coletor.put({ ...coletor, tipoEmpresa: 'coletora' });
    localStorage.setItem(initialLoadKey(3), '2026-11-01T10:00:00.000Z');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLoadInit('/app/main/load-init/3');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
