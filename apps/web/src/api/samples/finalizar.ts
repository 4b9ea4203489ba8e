import type { SampleGroupView, SampleItemInput } from '@sara/domain/samples';
import { api, type RequestOptions } from '../client';

/**
 * PUT /api/v1/amostras/agendadas/finalizar: every scheduled item of the group with its collection
 * data and arquivos; the group becomes collected. Errors stay out of the shared list: the screen
 * shows them on the fields. `ifMatch`: the version of the schedule the screen was filled from (412
 * when someone changed it since). The finalize screen and the outbox send it alike.
 */
export function putFinalizar(
  itens: SampleItemInput[],
  options: Pick<RequestOptions, 'ifMatch' | 'signal' | 'keepSession'> = {},
): Promise<SampleGroupView> {
  return api.put<SampleGroupView>('/api/v1/amostras/agendadas/finalizar', { body: itens, silent: true, ...options });
}
