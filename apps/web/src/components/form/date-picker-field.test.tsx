import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('a partly typed date', () => {
  /** Types the day alone into the date field and submits: 'Data inválida' under it. */
  async function typeDayAndSave() {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <Harness />
      </AppProvider>,
    );
    const [day] = screen.getAllByRole('spinbutton', { name: /dia|day/i });
    await user.click(day!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    return { user, day: day! };
  }

  it("shows 'Data inválida', not 'Campo obrigatório', and keeps what was typed", async () => {
    const { user, day } = await typeDayAndSave();
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(1); // the untouched date-time field
    expect(day.textContent).toBe('12');

    // finished, the date is one again
    const [month] = screen.getAllByRole('spinbutton', { name: /mês|month/i });
    await user.click(month!);
    await user.keyboard('032030');
    await user.click(document.body);
    expect(screen.queryByText('Data inválida')).toBeNull();
  });

  it("says 'Campo obrigatório' again once every section is cleared", async () => {
    const { user, day } = await typeDayAndSave();
    await user.click(day);
    await user.keyboard('{Backspace}');
    await user.click(document.body);
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
  });
});
