import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newItem, type SampleItemForm } from '@sara/domain/rules/sample-form';
import { renderWithProviders } from '../../../testing/render';
import { ItemCard } from './item-card';

// counts the renders of each card's date pickers (the heaviest part of a card)
const pickerRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../components/form/wire-date-picker', () => ({
  WireDatePicker: ({ label, value }: { label: string; value: string | null }) => {
    const key = `${label}`;
    pickerRenders.set(key, (pickerRenders.get(key) ?? 0) + 1);
    return <input aria-label={label} readOnly value={value ?? ''} />;
  },
}));

/** The page's way of holding a group: one state, each card's change merged by the item's key. */
function Group({ errorsOf }: { errorsOf?: (index: number) => Record<string, string> }) {
  const [items, setItems] = useState<SampleItemForm[]>([newItem('a'), newItem('b')]);
  const [note, setNote] = useState('');
  const patch = (key: string, change: Partial<SampleItemForm>) =>
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));
  return (
    <>
      <input aria-label="nota do grupo" value={note} onChange={(e) => setNote(e.target.value)} />
      {items.map((item, index) => (
        <ItemCard
          key={item.key}
          item={item}
          index={index}
          traceable={false}
          idEmpresa={2}
          products={[]}
          companyProducts={[]}
          photos={[]}
          errors={errorsOf?.(index) ?? {}}
          canDelete
          onChange={(change) => patch(item.key, change)}
          onPhotos={() => {}}
          onDelete={() => setItems((list) => list.filter((it) => it.key !== item.key))}
        />
      ))}
    </>
  );
}

const renders = () => [...pickerRenders.values()].reduce((a, b) => a + b, 0);

describe('ItemCard renders only when what it shows changes', () => {
  it('a key typed in one card or in the group leaves the other cards as they are', () => {
    pickerRenders.clear();
    renderWithProviders(<Group />);
    const seals = screen.getAllByRole('textbox', { name: /lacre/i });
    const before = renders();
    // two cards, two pickers each
    expect(before).toBeGreaterThanOrEqual(4);

    fireEvent.change(screen.getByLabelText('nota do grupo'), { target: { value: 'chuva' } });
    expect(renders()).toBe(before);

    fireEvent.change(seals[0]!, { target: { value: 'L-1' } });
    // the first card's two pickers, not the second card's
    expect(renders()).toBe(before + 2);
    expect((seals[0] as HTMLInputElement).value).toBe('L-1');
    expect((seals[1] as HTMLInputElement).value).toBe('');
  });

  it('a card renders again when its messages change, not when equal ones are made again', () => {
    pickerRenders.clear();
    let messages: Record<string, string> = {};
    const view = renderWithProviders(<Group errorsOf={(i) => (i === 1 ? { ...messages } : {})} />);
    const before = renders();
    view.rerender(<Group errorsOf={(i) => (i === 1 ? { ...messages } : {})} />);
    expect(renders()).toBe(before);
    messages = { numeroLacre: 'Campo obrigatório' };
    view.rerender(<Group errorsOf={(i) => (i === 1 ? { ...messages } : {})} />);
    expect(renders()).toBe(before + 2);
    expect(screen.getByText('Campo obrigatório')).toBeTruthy();
  });
});
