/** Query keys of places and company products; `idEmpresa` null means every company (management). */
export const placesKeys = {
  localizacoes: (idEmpresa: number | null | undefined) => ['localizacoes', idEmpresa ?? null] as const,
  produtosEmpresa: (idEmpresa: number | null | undefined) => ['produtos-empresa', idEmpresa ?? null] as const,
  estadosMunicipios: () => ['estados-municipios', 'local'] as const,
};
