import type { SampleGroupView, SampleItemInput } from '@sara/domain/samples';
import { api } from '../../../api/client';

/**
 * PUT /api/v1/amostras/agendadas/finalizar: every scheduled item of the group with its collection
 * data and arquivos; the group becomes collected. Errors stay out of the shared list: the screen
 * shows them on the fields. `ifMatch`: the version of the schedule the screen was filled from (412
 * when someone changed it since).
 */
export function putFinalizar(
  itens: SampleItemInput[],
  ifMatch?: string,
  signal?: AbortSignal,
): Promise<SampleGroupView> {
  return api.put<SampleGroupView>('/api/v1/amostras/agendadas/finalizar', {
    body: itens,
    silent: true,
    ifMatch,
    signal,
  });
}
