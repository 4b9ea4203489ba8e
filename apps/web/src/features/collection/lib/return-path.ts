import { CALLED_BY_MANAGEMENT } from '@sara/domain/enums';
import { FEATURES, hasFeature } from '@sara/domain/features';
import { ROUTES } from '@sara/domain/menu';

/**
 * Where the screen returns after a save or back (spec part A section 2: one of three lists, by where
 * it was opened from): the management list when opened from it (calledBy), otherwise the history, or
 * for a user without the history the sample list, or home.
 */
export function returnPath(calledBy: string | null | undefined, features: Iterable<string> = []): string {
  if (calledBy === CALLED_BY_MANAGEMENT) return ROUTES.gerenciamento;
  const held = new Set(features);
  if (hasFeature(held, FEATURES.historico)) return ROUTES.historico;
  if (hasFeature(held, FEATURES.listagem)) return ROUTES.listagem;
  return ROUTES.home;
}
