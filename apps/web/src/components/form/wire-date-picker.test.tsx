import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { PARTIAL_WIRE_DATE } from './date-rules';
import { WireDatePicker } from './wire-date-picker';

function Harness() {
  const [wire, setWire] = useState<string | null>(null);
  return (
    <>
      <WireDatePicker label="Data de validade" value={wire} onChange={setWire} />
      <output>{String(wire)}</output>
      <button type="button">fora</button>
    </>
  );
}

const wire = () => screen.getByRole('status').textContent;

describe('WireDatePicker', () => {
  it('keeps a partly typed date as such on blur, and what was typed on screen', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <Harness />
      </AppProvider>,
    );
    const [day, month] = screen.getAllByRole('spinbutton');
    await user.click(day!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'fora' }));
    expect(wire()).toBe(PARTIAL_WIRE_DATE);
    expect(day!.textContent).toBe('12');

    await user.click(month!);
    await user.keyboard('032030');
    await user.click(screen.getByRole('button', { name: 'fora' }));
    expect(wire()).toBe('2030-03-12T00:00:00.000');

    // every section cleared: empty, not partial
    await user.click(day!);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'fora' }));
    expect(wire()).toBe('null');
  });
});
