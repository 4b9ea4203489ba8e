import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { TextField } from './text-field';

interface HarnessProps {
  required?: boolean;
  maxLength?: number;
  hideLimitMessage?: boolean;
  errorMessage?: string;
}

function Harness(props: HarnessProps) {
  const { control, handleSubmit } = useForm({ defaultValues: { nome: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <TextField name="nome" control={control} label="Nome" {...props} />
      <button type="submit">Salvar</button>
    </form>
  );
}

const renderField = (props: HarnessProps = {}) =>
  render(
    <AppProvider>
      <Harness {...props} />
    </AppProvider>,
  );

describe('TextField', () => {
  it("shows 'Campo obrigatório' when required and empty", async () => {
    renderField({ required: true });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(screen.getByLabelText(/Nome/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a custom message instead of the validation message', async () => {
    renderField({ required: true, errorMessage: 'Informe o nome do produto' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome do produto')).toBeTruthy();
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
  });

  it('shows the limit message when the text length equals maxLength', () => {
    renderField({ maxLength: 5 });
    const input = screen.getByLabelText('Nome');
    expect(input.getAttribute('maxlength')).toBe('5');
    fireEvent.change(input, { target: { value: 'abcd' } });
    expect(screen.queryByText('Limite de 5 caracteres atingido.')).toBeNull();
    fireEvent.change(input, { target: { value: 'abcde' } });
    expect(screen.getByText('Limite de 5 caracteres atingido.')).toBeTruthy();
  });

  it('takes a pasted tab in a one-line field for a space', () => {
    renderField();
    const input = screen.getByLabelText<HTMLInputElement>('Nome');
    fireEvent.change(input, { target: { value: 'Feira\tLivre\t\tCentral' } });
    expect(input.value).toBe('Feira Livre  Central');
  });

  it('uses 10000 characters as the default limit', () => {
    renderField();
    expect(screen.getByLabelText('Nome').getAttribute('maxlength')).toBe('10000');
  });

  it('hides the limit message when asked', () => {
    renderField({ maxLength: 3, hideLimitMessage: true });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'abc' } });
    expect(screen.queryByText('Limite de 3 caracteres atingido.')).toBeNull();
  });
});
