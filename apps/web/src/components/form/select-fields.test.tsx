import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { AutocompleteSelect } from './autocomplete-select';
import { SelectField } from './select-field';

const labs = [
  { idLaboratorio: 1, nome: 'Agrosafety' },
  { idLaboratorio: 2, nome: 'Outros' },
];

function Harness({ onValid }: { onValid(values: { laboratorio: number | null; programa: number | '' }): void }) {
  const { control, handleSubmit } = useForm<{ laboratorio: number | null; programa: number | '' }>({
    defaultValues: { laboratorio: null, programa: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <AutocompleteSelect
        name="laboratorio"
        control={control}
        label="Laboratório"
        options={labs}
        getOptionValue={(lab) => lab.idLaboratorio}
        getOptionLabel={(lab) => lab.nome}
        required
      />
      <SelectField
        name="programa"
        control={control}
        label="Programa"
        options={[{ value: 1, label: 'RAMA' }]}
        required
      />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('SelectField and AutocompleteSelect', () => {
  it("show 'Campo obrigatório' when required and nothing is chosen", async () => {
    let submitted = false;
    render(
      <AppProvider>
        <Harness onValid={() => (submitted = true)} />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(submitted).toBe(false);
  });

  it('keep the id of the chosen option in the form', async () => {
    const values: unknown[] = [];
    render(
      <AppProvider>
        <Harness onValid={(v) => values.push(v)} />
      </AppProvider>,
    );
    const lab = screen.getByRole('combobox', { name: /Laboratório/ });
    fireEvent.change(lab, { target: { value: 'Outr' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Outros' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Programa/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'RAMA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByRole('button', { name: 'Salvar' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(values).toEqual([{ laboratorio: 2, programa: 1 }]);
  });
});

describe('SelectField with an option for no value', () => {
  function Filter() {
    const { control } = useForm<{ situacao: string }>({ defaultValues: { situacao: '' } });
    const options = [
      { value: '', label: 'Todos' },
      { value: 'coletada', label: 'Coletada' },
    ];
    return <SelectField name="situacao" control={control} label="Situação da amostra" options={options} />;
  }

  it("shows that option as the choice ('Todos'), not an empty field", () => {
    render(
      <AppProvider>
        <Filter />
      </AppProvider>,
    );
    expect(screen.getByRole('combobox', { name: /Situação da amostra/ }).textContent).toBe('Todos');
  });
});

describe('SelectField without options', () => {
  function Empty() {
    const { control } = useForm<{ orcamento: number | '' }>({ defaultValues: { orcamento: '' } });
    return <SelectField name="orcamento" control={control} label="Orçamento" options={[]} />;
  }

  it('says there is nothing to choose, and chooses nothing', async () => {
    render(
      <AppProvider>
        <Empty />
      </AppProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Orçamento' });
    fireEvent.mouseDown(field);
    const none = await screen.findByRole('option', { name: 'Nenhuma opção disponível' });
    expect(none.getAttribute('aria-disabled')).toBe('true');
    expect(field.textContent).not.toContain('Nenhuma opção');
  });
});
