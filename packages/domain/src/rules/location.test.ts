import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canLookupCep,
  cepDigits,
  wholeCepDigits,
  companyProductIssues,
  companyProductSchema,
  formatCep,
  locationIssues,
  locationSchema,
  missingPlaceContext,
  namedProducts,
  toggleSemNumero,
  type LocationForm,
} from './location.ts';

const REQUIRED = 'sara2g.ui.txt.campo_obrigatorio';
const place: LocationForm = {
  nome: 'Mercado Central',
  idUf: 35,
  idMunicipio: 3550308,
  idProgramaAmostra: 2,
  codigoPostal: '01.310-100',
};

describe('location form', () => {
  it('reads a whole CEP with or without its separators, and nothing else, as the form and the lookup do', () => {
    for (const ok of ['01001000', '01001-000', '01.001-000', ' 01001000 ', '01 001 000', '01-001000'])
      expect(wholeCepDigits(ok), ok).toBe('01001000');
    for (const bad of ['0100100', '010010000', '01/001-000', 'abcdefgh', '', 'CEP 01001000'])
      expect(wholeCepDigits(bad), bad).toBeUndefined();
  });

  it('accepts a complete place', () => {
    expect(locationIssues(place)).toEqual([]);
  });

  it('requires name, state, municipality and program', () => {
    expect(locationIssues({ nome: ' ' })).toEqual([
      { path: 'nome', message: REQUIRED },
      { path: 'idUf', message: REQUIRED },
      { path: 'idMunicipio', message: REQUIRED },
      { path: 'idProgramaAmostra', message: REQUIRED },
    ]);
  });

  it('requires the retail chain for RAMA', () => {
    expect(locationIssues({ ...place, idProgramaAmostra: 1 })).toEqual([{ path: 'idVarejo', message: REQUIRED }]);
    expect(locationIssues({ ...place, idProgramaAmostra: 1, idVarejo: 2 })).toEqual([]);
  });

  it('limits the postal code to 10 characters', () => {
    expect(locationIssues({ ...place, codigoPostal: '12.345-678' })).toEqual([]);
    expect(locationIssues({ ...place, codigoPostal: '12345678901' })).toEqual([
      { path: 'codigoPostal', message: 'sara2g.ui.txt.limite_caracteres', args: { n: 10 } },
    ]);
  });

  it('property: a postal code longer than 10 characters is refused for its length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (codigoPostal) => {
        const limited = locationIssues({ ...place, codigoPostal }).some(
          (i) => i.path === 'codigoPostal' && i.message === 'sara2g.ui.txt.limite_caracteres',
        );
        expect(limited).toBe(codigoPostal.length > 10);
      }),
    );
  });

  it('takes a whole CEP or none', () => {
    for (const ok of ['01310100', '01310-100', '01.310-100', '', '  ', null])
      expect(locationIssues({ ...place, codigoPostal: ok })).toEqual([]);
    for (const bad of ['0131', '013101009', '01.31O-100', 'abc'])
      expect(locationIssues({ ...place, codigoPostal: bad })).toEqual([
        { path: 'codigoPostal', message: 'sara2g.erro.cep.invalido' },
      ]);
  });

  it('validates the request body with the same rules', () => {
    expect(locationSchema.safeParse(place).success).toBe(true);
    const r = locationSchema.safeParse({ ...place, idProgramaAmostra: 1 });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['idVarejo', REQUIRED]]);
    expect(locationSchema.safeParse({ ...place, tipo: 'loja' }).success).toBe(false);
  });

  it('clears the number when "no number" is ticked', () => {
    expect(toggleSemNumero({ numero: '100', semNumero: false }, true)).toEqual({ numero: '', semNumero: true });
    expect(toggleSemNumero({ numero: '', semNumero: true }, false)).toEqual({ numero: '', semNumero: false });
  });
});

describe('what a place needs from its screen', () => {
  it('asks the program first, then the retail chain of a RAMA program only', () => {
    expect(missingPlaceContext(null, null)).toBe('idProgramaAmostra');
    expect(missingPlaceContext(1, null)).toBe('idVarejo');
    expect(missingPlaceContext(1, 2)).toBeNull();
    expect(missingPlaceContext(2, null)).toBeNull();
  });
});

describe('postal code', () => {
  it('formats 8 or more digits as NN.NNN-NNN and leaves shorter input', () => {
    expect(formatCep('01310100')).toBe('01.310-100');
    expect(formatCep('01310-100')).toBe('01.310-100');
    expect(formatCep('013101009')).toBe('01.310-100');
    expect(formatCep('0131')).toBe('0131');
    expect(formatCep('abcdefghijkl')).toBe('');
    expect(formatCep('01a31')).toBe('0131');
    expect(formatCep('01.31')).toBe('01.31');
    expect(formatCep('0 1-3')).toBe('01-3');
  });

  it('property: always NN.NNN-NNN for 8 digits, and idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }), (ds) => {
        const out = formatCep(ds.join(''));
        expect(out).toMatch(/^\d{2}\.\d{3}-\d{3}$/);
        expect(cepDigits(out)).toBe(ds.join(''));
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        const once = formatCep(s);
        expect(formatCep(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(10);
        expect(once).toMatch(/^[\d.-]*$/);
      }),
    );
  });

  it('looks up only a non-empty code', () => {
    expect(canLookupCep('01310-100')).toBe(true);
    expect(canLookupCep(' ')).toBe(false);
    // separators alone send no code: the server would answer a required field the screen does not mark
    expect(canLookupCep('-')).toBe(false);
    expect(canLookupCep('.-')).toBe(false);
    expect(canLookupCep('0')).toBe(true);
    expect(canLookupCep(null)).toBe(false);
  });
});

describe('company product', () => {
  const existing = [
    { idProdutoEmpresa: 1, nome: 'Alface Crespa', idEmpresa: 10 },
    { idProdutoEmpresa: 2, nome: 'Tomate', idEmpresa: 11 },
  ];

  it('requires a name of at most 60 characters', () => {
    expect(companyProductIssues({ nome: '  ' })).toEqual([{ path: 'nome', message: REQUIRED }]);
    expect(companyProductIssues({ nome: 'p'.repeat(60) })).toEqual([]);
    expect(companyProductIssues({ nome: 'p'.repeat(61) })).toEqual([
      { path: 'nome', message: 'sara2g.ui.txt.limite_caracteres', args: { n: 60 } },
    ]);
  });

  it('property: names of 1 to 60 non-blank characters pass, longer fail', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 90 }).filter((s) => s.trim() !== ''),
        (nome) => {
          expect(companyProductIssues({ nome }).length === 0).toBe(nome.length <= 60);
        },
      ),
    );
  });

  it('refuses a name already used by the company, ignoring case, with the name as argument', () => {
    expect(companyProductIssues({ nome: ' alface CRESPA ', idEmpresa: 10 }, existing)).toEqual([
      { path: 'nome', message: 'sara2g.ui.txt.erro.produto_empresa.nome_existente', args: { nome: 'alface CRESPA' } },
    ]);
    expect(companyProductIssues({ nome: 'Tomate', idEmpresa: 10 }, existing)).toEqual([]);
    expect(companyProductIssues({ nome: 'Alface crespa', idEmpresa: 10, idProdutoEmpresa: 1 }, existing)).toEqual([]);
  });

  it('takes accents typed as separate marks for the same name', () => {
    const japones = [{ idProdutoEmpresa: 3, nome: 'Pepino Japonês', idEmpresa: 10 }];
    expect(companyProductIssues({ nome: 'PEPINO JAPONE\u0302S', idEmpresa: 10 }, japones)).toHaveLength(1);
  });

  it('checks the body schema without the store', () => {
    expect(companyProductSchema.safeParse({ nome: 'Rúcula', idEmpresa: 10 }).success).toBe(true);
    expect(companyProductSchema.safeParse({ nome: '', idEmpresa: 10 }).success).toBe(false);
  });

  it('leaves products without a name out of the list', () => {
    expect(namedProducts([{ nome: 'A' }, { nome: '' }, { nome: null }, { nome: ' ' }, {}])).toEqual([{ nome: 'A' }]);
  });
});
