/** Query keys of places and company products; `idEmpresa` null means every company (management). */
export const placesKeys = {
  localizacoes: (idEmpresa: number | null | undefined) => ['localizacoes', idEmpresa ?? null] as const,
  produtosEmpresa: (idEmpresa: number | null | undefined) => ['produtos-empresa', idEmpresa ?? null] as const,
  estadosMunicipios: () => ['estados-municipios', 'local'] as const,
};

/**
 * A new entry in its place by name in a list the server sent ordered by name (as the list will be
 * when read again), rather than at its end; the other rows keep the server's order.
 */
export function insertByName<T extends { nome: string }>(rows: readonly T[], entry: T): T[] {
  const at = rows.findIndex((r) => r.nome.localeCompare(entry.nome, 'pt-BR', { sensitivity: 'base' }) > 0);
  return at < 0 ? [...rows, entry] : [...rows.slice(0, at), entry, ...rows.slice(at)];
}
