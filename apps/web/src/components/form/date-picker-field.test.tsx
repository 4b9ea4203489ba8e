import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { DatePickerField } from './date-picker-field';
import { DateTimePickerField } from './date-time-picker-field';

function Harness() {
  const { control, handleSubmit } = useForm<{ dataColeta: Date | null; dataAgendada: Date | null }>({
    defaultValues: { dataColeta: null, dataAgendada: null },
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <DatePickerField name="dataColeta" control={control} label="Data da coleta" required />
      <DateTimePickerField name="dataAgendada" control={control} label="Data agendada" required />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('DatePickerField and DateTimePickerField', () => {
  it("show 'Campo obrigatório' when required and empty", async () => {
    render(
      <AppProvider>
        <Harness />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
  });
});
