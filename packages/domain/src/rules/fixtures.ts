import { newGroup, newItem, type SampleGroupForm, type SampleItemForm } from './sample-form.ts';

/**
 * Valid sample groups and items for tests (domain, server and web): a standard-program collection
 * at lab 2 with one item that has a seal and a photo. Override what a test is about.
 */
export function validItem(overrides: Partial<SampleItemForm> = {}): SampleItemForm {
  return { ...newItem(overrides.key ?? 'item-1'), numeroLacre: 'LACRE-1', idsArquivo: [1], ...overrides };
}

export function validGroup(overrides: Partial<SampleGroupForm> = {}): SampleGroupForm {
  return {
    ...newGroup(new Date(2024, 4, 10, 9, 30)),
    laboratorio: { idLaboratorio: 2 },
    programaAmostra: { idProgramaAmostra: 2, tipoRastreamento: null },
    localAmostra: { idLocalAmostra: 1, nome: 'Mercado Central' },
    idEmpresa: 10,
    idPessoaColetor: 20,
    itens: [validItem()],
    ...overrides,
  };
}
