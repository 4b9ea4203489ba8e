import { describe, expect, it } from 'vitest';
import {
  productsForProgram,
  canSaveForLater,
  collectionFields,
  finalizeFields,
  collectionPersonInput,
  isEnvironmental,
  isMainLab,
  isOwnProgram,
  isRama,
  isTraceable,
  itemActions,
  programKind,
  schedulingFields,
  trackingFlagKey,
  trackingKind,
} from './programs.ts';
import { ENVIRONMENTAL_MATRIX_CATEGORY, ENVIRONMENTAL_PROGRAMS, PROGRAMS } from '../constants.ts';

describe('program kinds', () => {
  it('recognises RAMA (1), own (3) and environmental (5, 6) by id or object', () => {
    expect(isRama(1)).toBe(true);
    expect(isRama({ idProgramaAmostra: 1 })).toBe(true);
    expect(isRama(2)).toBe(false);
    expect(isRama(null)).toBe(false);
    expect(isOwnProgram(3)).toBe(true);
    expect([5, 6].map((id) => isEnvironmental(id))).toEqual([true, true]);
    expect([1, 2, 3, 4, undefined].map((id) => isEnvironmental(id))).toEqual([false, false, false, false, false]);
    expect([1, 2, 5, 6, null].map(programKind)).toEqual(['rama', 'other', 'environmental', 'environmental', 'other']);
  });

  it('knows lab 1 is the integrated main lab', () => {
    expect(isMainLab(1)).toBe(true);
    expect(isMainLab({ idLaboratorio: 1 })).toBe(true);
    expect([2, 5, null, undefined].some((l) => isMainLab(l))).toBe(false);
  });

  it('reads the tracking type with its product suffix', () => {
    expect(trackingKind('rastreamento_banana')).toEqual({ kind: 'traceable', product: 'banana' });
    expect(trackingKind('opcional_tomate')).toEqual({ kind: 'optional', product: 'tomate' });
    for (const none of [null, undefined, '', 'rastreamento_', 'opcional_', 'outro']) {
      expect(trackingKind(none)).toEqual({ kind: 'none' });
    }
  });

  it('makes an optional program traceable only while its box is ticked', () => {
    expect(trackingFlagKey('tomate')).toBe('rastreamento_tomate');
    expect(isTraceable({ tipoRastreamento: 'rastreamento_banana' })).toBe(true);
    expect(isTraceable({ tipoRastreamento: 'opcional_tomate' })).toBe(false);
    expect(isTraceable({ tipoRastreamento: 'opcional_tomate', rastreamento_tomate: true })).toBe(true);
    expect(isTraceable({ tipoRastreamento: 'opcional_tomate', rastreamento_banana: true })).toBe(false);
    expect(isTraceable({ tipoRastreamento: null })).toBe(false);
  });
});

describe('collection screen fields', () => {
  const base = { actionScreen: 'save' as const };

  it('shows the retail for RAMA, the place for others and the environmental fields for environmental programs', () => {
    expect(collectionFields({ ...base, programa: 1 })).toEqual([
      'laboratorio',
      'programaAmostra',
      'orcamento',
      'varejo',
      'localAmostra',
      'dataColeta',
      'responsavelColeta',
      'itens',
    ]);
    expect(collectionFields({ ...base, programa: 2 })).toEqual([
      'laboratorio',
      'programaAmostra',
      'orcamento',
      'localAmostra',
      'dataColeta',
      'responsavelColeta',
      'itens',
    ]);
    expect(collectionFields({ ...base, programa: 5 })).toEqual([
      'laboratorio',
      'programaAmostra',
      'orcamento',
      'localAmostraTexto',
      'cadastradoPor',
      'dataColeta',
      'responsavelColeta',
      'responsavelAmostraAmbiental',
      'pessoaColeta',
      'relatoConformidade',
      'itens',
    ]);
    expect(collectionFields({ ...base, programa: null })).toContain('localAmostra');
  });

  it('shows the legislation only when conformity is yes', () => {
    expect(collectionFields({ ...base, programa: 6, relatoConformidade: true })).toContain('normaAmbiental');
    expect(collectionFields({ ...base, programa: 6, relatoConformidade: false })).not.toContain('normaAmbiental');
    expect(collectionFields({ ...base, programa: 6, relatoConformidade: null })).not.toContain('normaAmbiental');
    expect(collectionFields({ ...base, programa: 2, relatoConformidade: true })).not.toContain('normaAmbiental');
  });

  it('shows company and collector only on save opened from sample management', () => {
    expect(collectionFields({ ...base, calledBy: 'gerenciamento_amostra' })).toContain('empresaColetor');
    expect(collectionFields({ ...base, calledBy: null })).not.toContain('empresaColetor');
    expect(collectionFields({ actionScreen: 'edit', calledBy: 'gerenciamento_amostra' })).not.toContain(
      'empresaColetor',
    );
  });

  it('hides laboratory, program and the optional-traceability box on finalize', () => {
    const fields = collectionFields({ actionScreen: 'finalize', programa: 2, tipoRastreamento: 'opcional_x' });
    expect(fields).not.toContain('laboratorio');
    expect(fields).not.toContain('programaAmostra');
    expect(fields).not.toContain('rastreamentoOpcional');
    expect(fields).toContain('orcamento');
  });

  it('asks on finalize the collection date and responsible, the items, and the collection person of environmental groups', () => {
    expect(finalizeFields(1)).toEqual(['dataColeta', 'responsavelColeta', 'itens']);
    expect(finalizeFields(5)).toEqual(['dataColeta', 'responsavelColeta', 'pessoaColeta', 'itens']);
    // a water or soil schedule without its place asks it on finalizing; others always had one
    expect(finalizeFields(6, { placeScheduled: false })).toEqual([
      'localAmostraTexto',
      'dataColeta',
      'responsavelColeta',
      'pessoaColeta',
      'itens',
    ]);
    expect(finalizeFields(1, { placeScheduled: false })).toEqual(['dataColeta', 'responsavelColeta', 'itens']);
    expect(finalizeFields(6)).toContain('pessoaColeta');
  });

  it('shows the optional-traceability box only for optional programs', () => {
    expect(collectionFields({ ...base, tipoRastreamento: 'opcional_x' })).toContain('rastreamentoOpcional');
    expect(collectionFields({ ...base, tipoRastreamento: 'rastreamento_x' })).not.toContain('rastreamentoOpcional');
    expect(collectionFields({ ...base, tipoRastreamento: null })).not.toContain('rastreamentoOpcional');
  });

  it('lets view and finalize neither add nor delete; delete needs more than one item', () => {
    expect(itemActions('save', 2)).toEqual({ canAdd: true, canDelete: true });
    expect(itemActions('edit', 1)).toEqual({ canAdd: true, canDelete: false });
    expect(itemActions('view', 3)).toEqual({ canAdd: false, canDelete: false });
    expect(itemActions('finalize', 3)).toEqual({ canAdd: false, canDelete: false });
  });

  it('asks the collection person from a list when the lab is responsible, as text otherwise', () => {
    expect(collectionPersonInput('agrosafety')).toBe('list');
    expect(collectionPersonInput('cliente')).toBe('text');
    expect(collectionPersonInput(null)).toBe('text');
  });

  it('hides save-for-later once collected', () => {
    expect(canSaveForLater('coletada')).toBe(false);
    expect(canSaveForLater('agendada')).toBe(true);
    expect(canSaveForLater(null)).toBe(true);
  });
});

describe('scheduling screen fields', () => {
  it('shows retail only for RAMA and the environmental fields only for environmental programs', () => {
    expect(schedulingFields({ programa: 1 })).toEqual([
      'laboratorio',
      'orcamento',
      'programaAmostra',
      'varejo',
      'localAmostra',
      'dataAgendada',
      'empresaColetora',
      'pessoaColetora',
    ]);
    expect(schedulingFields({ programa: 5, relatoConformidade: true })).toEqual([
      'laboratorio',
      'orcamento',
      'programaAmostra',
      'localAmostra',
      'dataAgendada',
      'responsavelAmostraAmbiental',
      'relatoConformidade',
      'normaAmbiental',
      'tipoAmostragem',
      'empresaColetora',
      'pessoaColetora',
    ]);
    expect(schedulingFields({ programa: 5, relatoConformidade: false })).not.toContain('normaAmbiental');
    expect(schedulingFields({ programa: 2, tipoRastreamento: 'opcional_x' })).toContain('rastreamentoOpcional');
  });
});

describe('products of a program', () => {
  const products = [
    { id: 1, nome: 'Morango', idCategoriaProduto: 1 },
    { id: 2, nome: 'Tomate', idCategoriaProduto: 3 },
    { id: 3, nome: 'Água subterrânea', idCategoriaProduto: ENVIRONMENTAL_MATRIX_CATEGORY },
    { id: 4, nome: 'Solo agrícola', idCategoriaProduto: ENVIRONMENTAL_MATRIX_CATEGORY },
  ];
  const names = (list: { nome: string }[]) => list.map((p) => p.nome);

  it('offers the analysis matrices to environmental programs and the food products to the others', () => {
    expect(names(productsForProgram(products, PROGRAMS.rama))).toEqual(['Morango', 'Tomate']);
    expect(names(productsForProgram(products, PROGRAMS.standard))).toEqual(['Morango', 'Tomate']);
    expect(names(productsForProgram(products, ENVIRONMENTAL_PROGRAMS[0]))).toEqual([
      'Água subterrânea',
      'Solo agrícola',
    ]);
    expect(names(productsForProgram(products, null))).toEqual(['Morango', 'Tomate']);
  });

  it('keeps a product an item already has', () => {
    expect(names(productsForProgram(products, PROGRAMS.rama, [4, null]))).toEqual([
      'Morango',
      'Tomate',
      'Solo agrícola',
    ]);
  });
});
