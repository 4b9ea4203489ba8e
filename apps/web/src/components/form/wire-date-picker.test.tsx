import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { PARTIAL_WIRE_DATE } from './date-rules';
import { WireDatePicker } from './wire-date-picker';

function Harness({ start = null, withTime }: { start?: string | null; withTime?: boolean }) {
  const [wire, setWire] = useState<string | null>(start);
  return (
    <>
      <WireDatePicker label="Data de validade" value={wire} onChange={setWire} withTime={withTime} />
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

  it('keeps no seconds the field does not show when a minute is typed', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <Harness start="2026-11-22T10:30:47.123" withTime />
      </AppProvider>,
    );
    const minute = screen.getAllByRole('spinbutton')[4]!;
    await user.click(minute);
    await user.keyboard('45');
    await user.click(screen.getByRole('button', { name: 'fora' }));
    expect(wire()).toBe('2026-11-22T10:45:00.000');
  });
});
