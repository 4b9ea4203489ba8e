import { CALLED_BY_MANAGEMENT } from '@sara/domain/enums';

/**
 * Where the screen returns after a save (spec part A section 2): the management list when opened
 * from it, the history otherwise. Neither list screen exists yet, so both go home for now
 * (apps/web/README.md); switch to HISTORY / MANAGEMENT_LIST when those routes land.
 */
export const HISTORY = '/app/coleta/historico';
export const MANAGEMENT_LIST = '/app/amostra-gerenciamento/list';
const LANDED: readonly string[] = [];

export function returnPath(calledBy: string | null | undefined): string {
  const target = calledBy === CALLED_BY_MANAGEMENT ? MANAGEMENT_LIST : HISTORY;
  return LANDED.includes(target) ? target : '/app/main';
}
