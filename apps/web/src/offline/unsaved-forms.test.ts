import { describe, expect, it } from 'vitest';
import { db } from './db';
import { OUTBOX_KINDS, discardEntry, queueWrite } from './outbox';
import { forgetOrphanedOutboxForms, forgetUnsaved, keepUnsaved, readUnsaved, unsavedSettled } from './unsaved-forms';

const ADD = '/app/coleta/coletada/add';
const jpeg = (text: string) => new Blob([text], { type: 'image/jpeg' });
const textOf = (blob: Blob | undefined) => blob!.text();

describe('unsaved forms', () => {
  it('keeps the state and the photos; a later keep replaces them, dropping a removed photo', async () => {
    await keepUnsaved({ owner: 7, screen: ADD }, { seal: 'L1' }, [
      { idArquivo: 'p1', blob: jpeg('one') },
      { idArquivo: 'p2', blob: jpeg('two') },
    ]);
    await keepUnsaved({ owner: 7, screen: ADD }, { seal: 'L2' }, [
      { idArquivo: 'p2', blob: jpeg('two') },
      { idArquivo: 'p3', blob: jpeg('three') },
    ]);
    const kept = await readUnsaved<{ seal: string }>({ owner: 7, screen: ADD });
    expect(kept!.state).toEqual({ seal: 'L2' });
    expect([...kept!.photos.keys()].sort()).toEqual(['p2', 'p3']);
    expect(await textOf(kept!.photos.get('p3'))).toBe('three');
    expect(kept!.photos.get('p3')!.type).toBe('image/jpeg');
    expect(Date.now() - Date.parse(kept!.savedAt)).toBeLessThan(60_000);
  });

  it("forgets the forms of refused writes gone from the outbox, with their photos, and keeps the others'", async () => {
    const refused = { refused: { error: 'Campo obrigatório', status: 400 } };
    const entry = (id: string) => ({ idAgrupador: id, method: 'POST' as const, photos: [], itens: [] });
    const a = await queueWrite(OUTBOX_KINDS.coletada, entry('a'), 7, refused);
    const b = await queueWrite(OUTBOX_KINDS.coletada, entry('b'), 7, refused);
    await keepUnsaved({ owner: 7, screen: `${ADD}?outbox=${a}` }, 'correcting a', [
      { idArquivo: 'pa', blob: jpeg('a') },
    ]);
    await keepUnsaved({ owner: 7, screen: `${ADD}?calledBy=x&outbox=${b}` }, 'correcting b', [
      { idArquivo: 'pb', blob: jpeg('b') },
    ]);
    await keepUnsaved({ owner: 7, screen: ADD }, 'a new one', [{ idArquivo: 'pn', blob: jpeg('n') }]);
    expect(await forgetOrphanedOutboxForms()).toBe(0);
    // discarding a refused write takes the form kept for its correction with it
    await discardEntry(a);
    expect(await readUnsaved({ owner: 7, screen: `${ADD}?outbox=${a}` })).toBeNull();
    expect(await db.unsavedPhoto.where('formKey').equals(`7|${ADD}?outbox=${a}`).count()).toBe(0);
    expect((await readUnsaved({ owner: 7, screen: `${ADD}?calledBy=x&outbox=${b}` }))!.state).toBe('correcting b');
    // a row gone another way (sent, replaced) is swept too
    await db.outbox.delete(b);
    expect(await forgetOrphanedOutboxForms()).toBe(1);
    expect(await readUnsaved({ owner: 7, screen: `${ADD}?calledBy=x&outbox=${b}` })).toBeNull();
    expect((await readUnsaved({ owner: 7, screen: ADD }))!.photos.size).toBe(1);
    await forgetUnsaved({ owner: 7, screen: ADD });
  });

  it('is one per user and screen', async () => {
    await keepUnsaved({ owner: 7, screen: ADD }, 'mine', [{ idArquivo: 'p1', blob: jpeg('mine') }]);
    await keepUnsaved({ owner: 8, screen: ADD }, 'theirs', [{ idArquivo: 'p1', blob: jpeg('theirs') }]);
    await keepUnsaved({ owner: 7, screen: '/app/coleta/agendada/add/' }, 'schedule', []);
    expect((await readUnsaved({ owner: 7, screen: ADD }))!.state).toBe('mine');
    expect(await textOf((await readUnsaved({ owner: 8, screen: ADD }))!.photos.get('p1'))).toBe('theirs');
    expect((await readUnsaved({ owner: 7, screen: '/app/coleta/agendada/add/' }))!.photos.size).toBe(0);
    expect(await readUnsaved({ owner: 9, screen: ADD })).toBeNull();

    await forgetUnsaved({ owner: 7, screen: ADD });
    expect(await readUnsaved({ owner: 7, screen: ADD })).toBeNull();
    expect((await readUnsaved({ owner: 8, screen: ADD }))!.state).toBe('theirs');
    expect(await db.unsavedPhoto.where('formKey').equals(`7|${ADD}`).count()).toBe(0);
  });

  it('runs in the order asked: a form forgotten right after a keep stays forgotten', async () => {
    void keepUnsaved({ owner: 7, screen: ADD }, 'typed', [{ idArquivo: 'p1', blob: jpeg('big photo') }]);
    void forgetUnsaved({ owner: 7, screen: ADD });
    await unsavedSettled();
    expect(await readUnsaved({ owner: 7, screen: ADD })).toBeNull();
    expect(await db.unsavedPhoto.count()).toBe(0);
  });
});
