/** A positive integer id from a query parameter (idEmpresa, idPessoaColetor), or null. */
export const idParam = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};
