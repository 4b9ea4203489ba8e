import { CALLED_BY_MANAGEMENT } from '@sara/domain/enums';

/**
 * Where the screen returns after a save (spec part A section 2): the management list when opened
 * from it, the history otherwise.
 */
export const HISTORY = '/app/coleta/historico';
export const MANAGEMENT_LIST = '/app/amostra-gerenciamento/list';

export function returnPath(calledBy: string | null | undefined): string {
  return calledBy === CALLED_BY_MANAGEMENT ? MANAGEMENT_LIST : HISTORY;
}
