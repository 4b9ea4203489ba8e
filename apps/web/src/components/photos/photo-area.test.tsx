import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { stubObjectUrls, stubWidth } from '../../testing/media';
import { PhotoArea, type Photo, type PhotoUpdate } from './photo-area';

// a file named 'slow' is resized when the test opens this gate (a slow phone takes seconds a photo)
const slow = vi.hoisted(() => {
  let open = () => {};
  let gate = Promise.resolve();
  return {
    close: () => (gate = new Promise<void>((resolve) => (open = resolve))),
    open: () => open(),
    wait: () => gate,
  };
});

// jsdom decodes no image: a file named 'broken' is one the browser cannot read
vi.mock('./resize-image', () => ({
  resizeImage: vi.fn(async (file: File) => {
    if (file.name.startsWith('broken')) throw new Error('The source image cannot be decoded.');
    if (file.name.startsWith('slow')) await slow.wait();
    return new Blob(['jpeg'], { type: 'image/jpeg' });
  }),
}));

/** What an update made of the photos `current`. */
const applied = (onChange: ReturnType<typeof vi.fn>, current: Photo[] = [], call = 0) =>
  (onChange.mock.calls[call]![0] as PhotoUpdate)(current);

describe('PhotoArea', () => {
  it('offers the camera on a touch screen (a phone, the Android app), not with a mouse', () => {
    stubWidth(390);
    const phone = renderWithProviders(<PhotoArea photos={[]} onChange={() => {}} label="Fotos" />);
    expect(screen.getByRole('button', { name: 'Tirar foto' })).toBeTruthy();
    phone.unmount();
    stubWidth(1280, 'fine');
    renderWithProviders(<PhotoArea photos={[]} onChange={() => {}} label="Fotos" />);
    expect(screen.queryByRole('button', { name: 'Tirar foto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Adicionar fotos' })).toBeTruthy();
  });

  it('takes images only, and says which files it left out', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<PhotoArea photos={[]} onChange={onChange} label="Fotos do item 1" />);
    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    const text = new File(['not an image'], 'notas.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(
      await screen.findByText('Só imagens podem ser anexadas como fotos. Arquivos deixados de fora: notas.txt'),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes photos up to the limit of an item and says the rest were left out', async () => {
    const onChange = vi.fn();
    const held = Array.from({ length: 49 }, (_, i) => ({ idArquivo: `p${i}`, blob: new Blob(['x']) }));
    stubObjectUrls();
    const { container } = renderWithProviders(<PhotoArea photos={held} onChange={onChange} label="Fotos do item 1" />);
    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    const files = ['a.jpg', 'b.jpg'].map((name) => new File(['a'], name, { type: 'image/jpeg' }));
    fireEvent.change(input, { target: { files } });
    expect(await screen.findByText('Cada amostra aceita até 50 fotos; as demais foram deixadas de fora.')).toBeTruthy();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(applied(onChange, held)).toHaveLength(50);
  });

  it('keeps the photos it could read and names those it could not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = vi.fn();
    const { container } = renderWithProviders(<PhotoArea photos={[]} onChange={onChange} label="Fotos do item 1" />);
    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    const good = new File(['a'], 'gondola.jpg', { type: 'image/jpeg' });
    const broken = new File(['b'], 'broken.heic', { type: 'image/heic' });
    fireEvent.change(input, { target: { files: [good, broken] } });
    expect(await screen.findByText('Não foi possível ler a foto broken.heic. Tire ou escolha outra.')).toBeTruthy();
    expect(onChange).toHaveBeenCalledOnce();
    expect(applied(onChange)).toHaveLength(1);
  });

  it('says in one message all a pick left out (a toast replaces the one before it)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithProviders(<PhotoArea photos={[]} onChange={vi.fn()} label="Fotos do item 1" />);
    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    const text = new File(['not an image'], 'notas.txt', { type: 'text/plain' });
    const broken = new File(['b'], 'broken.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [text, broken] } });
    expect(
      await screen.findByText(
        'Só imagens podem ser anexadas como fotos. Arquivos deixados de fora: notas.txt ' +
          'Não foi possível ler a foto broken.jpg. Tire ou escolha outra.',
      ),
    ).toBeTruthy();
  });

  it('says it is preparing the photos, lets a save wait for them, and keeps a photo deleted meanwhile deleted', async () => {
    stubObjectUrls();
    const work: Promise<void>[] = [];
    let shown: Photo[] = [];
    function Harness() {
      const [photos, setPhotos] = useState<Photo[]>([{ idArquivo: 'old', blob: new Blob(['o']) }]);
      shown = photos;
      return <PhotoArea photos={photos} onChange={setPhotos} onWork={(w) => work.push(w)} label="Fotos do item 1" />;
    }
    slow.close();
    const { container } = renderWithProviders(<Harness />);
    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a'], 'slow.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Preparando as fotos…');
    expect(work).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Opções da foto 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await waitFor(() => expect(shown).toHaveLength(0));
    slow.open();
    await work[0];
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]!.idArquivo).not.toBe('old');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });
});

describe('PhotoArea for a screen reader and a keyboard', () => {
  it('is a group named by its caption that says its error, with numbered photos a key opens full size', async () => {
    stubObjectUrls();
    const photos = [
      { idArquivo: 'a', blob: new Blob(['a']) },
      { idArquivo: 'b', blob: new Blob(['b']) },
    ];
    renderWithProviders(
      <>
        <span id="cap">Fotos *</span>
        <PhotoArea
          photos={photos}
          onChange={vi.fn()}
          label="Fotos da amostra 1"
          labelledBy="cap"
          error="Imagem obrigatória"
        />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Fotos *' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Imagem obrigatória');
    expect(group.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('button', { name: 'Adicionar fotos' }).getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('button', { name: 'Opções da foto 2' })).toBeTruthy();
    const open = screen.getByRole('button', { name: 'Ampliar Foto 2' });
    open.focus();
    fireEvent.click(open);
    expect(await screen.findByRole('dialog', { name: 'Foto 2' })).toBeTruthy();
  });

  it('deletes a photo from its menu and gives the focus to Adicionar fotos, its thumbnail being gone', async () => {
    stubObjectUrls();
    const photos = [
      { idArquivo: 'a', blob: new Blob(['a']) },
      { idArquivo: 'b', blob: new Blob(['b']) },
    ];
    const onChange = vi.fn();
    renderWithProviders(<PhotoArea photos={photos} onChange={onChange} label="Fotos da amostra 1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Opções da foto 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(applied(onChange, photos)).toEqual([photos[0]]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adicionar fotos' }));
  });
});
