import type { SampleGroupView, SampleItemInput } from '@sara/domain/samples';
import { api, type FetchOptions, type RequestOptions } from '../client';
import { getColetada } from './get-group';
import { createOrSaveOver } from './save-over';

/** Writes keep their errors out of the shared list: the screen shows them on the fields. */
function send(method: 'post' | 'put', path: string, itens: SampleItemInput[], options: SendOptions = {}) {
  return api[method]<SampleGroupView>(path, { body: itens, silent: true, ...options });
}

/**
 * keepSession: a background send (the outbox), whose 401 must not end the session; ifMatch: the
 * version of the group the edit was made on (RequestOptions).
 */
type SendOptions = Pick<RequestOptions, 'keepSession' | 'ifMatch' | 'signal'>;

/**
 * Registers a group (a draft when its items carry finalizado false): POST /api/v1/amostras/coletadas
 * for the user's own company, /api/v2 when the screen was opened from sample management, where the
 * company and collector are chosen (spec part A section 7: v2 when idEmpresa is present). Saved over
 * the group an earlier, unanswered save of the same form made (createOrSaveOver).
 */
export function postColetadas(
  itens: SampleItemInput[],
  options: { management?: boolean } & SendOptions = {},
): Promise<SampleGroupView> {
  const v2 = options.management === true && itens.some((i) => i.idEmpresa != null);
  const { keepSession, signal } = options;
  const idAgrupador = itens[0]?.idAgrupador ?? '';
  return createOrSaveOver(
    () =>
      send('post', v2 ? '/api/v2/amostras/coletadas' : '/api/v1/amostras/coletadas', itens, { keepSession, signal }),
    () => getColetada(idAgrupador, { silent: true, keepSession, signal }),
    (versao) => putColetadas(idAgrupador, itens, { keepSession, ifMatch: versao, signal }),
  );
}

/** PUT /api/v1/amostras/coletadas/{idAgrupador}: replaces the group's items. */
export function putColetadas(
  idAgrupador: string,
  itens: SampleItemInput[],
  options: SendOptions = {},
): Promise<SampleGroupView> {
  return send('put', `/api/v1/amostras/coletadas/${encodeURIComponent(idAgrupador)}`, itens, options);
}

/** GET /api/v2/amostras/coletadas/naofinalizado: the user's draft group, or null. */
export function getColetadaNaoFinalizada(options?: FetchOptions): Promise<SampleGroupView | null> {
  return api.get<SampleGroupView | null>('/api/v2/amostras/coletadas/naofinalizado', options);
}

/** GET /api/v2/amostras/coletadas/rascunhos: every draft of the user, newest first. */
export function getRascunhos(options?: FetchOptions): Promise<SampleGroupView[]> {
  return api.get<SampleGroupView[]>('/api/v2/amostras/coletadas/rascunhos', options);
}
