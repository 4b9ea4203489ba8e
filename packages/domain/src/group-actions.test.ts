import { describe, expect, it } from 'vitest';
import {
  everyItemRejected,
  groupActions,
  groupFactsOfView,
  readsGroup,
  viewsGroup,
  type GroupFacts,
} from './group-actions.ts';
import type { SampleGroupView } from './samples.ts';

const scheduled: GroupFacts = {
  situacao: 'agendada',
  idEmpresa: 2,
  idEmpresaCadastrante: 2,
  idPessoaCadastrante: 3,
  idPessoaColetor: 3,
  everyLabPending: true,
  anyItemAnalysed: false,
  everyItemRejected: false,
};
const collected: GroupFacts = { ...scheduled, situacao: 'coletada' };
const me = { idPessoa: 3, idEmpresa: 2 };
const office = ['amostraAgendada.adicionar', 'amostraAgendada.finalizar', 'amostraColetada.editar', 'amostra.excluir'];
const sampler = [...office, 'perfil.amostrador'];

describe('groupActions', () => {
  it('lets the registering sampler of the company edit, finalize and delete a scheduled group', () => {
    expect(groupActions(scheduled, { features: sampler, me })).toMatchObject({
      ownCompany: true,
      editAgendada: true,
      finalizeAgendada: true,
      deleteAmostra: true,
      editColetada: false,
    });
  });

  it('keeps another sampler of the same company from editing and deleting (the collector view); the collector finalizes', () => {
    const a = groupActions(scheduled, { features: sampler, me: { idPessoa: 9, idEmpresa: 2 } });
    expect([a.editAgendada, a.finalizeAgendada, a.deleteAmostra]).toEqual([false, false, false]);
    // scheduled by the office for sampler 9: theirs to finalize, not to edit or delete
    const forNine = groupActions(
      { ...scheduled, idPessoaColetor: 9 },
      { features: sampler, me: { idPessoa: 9, idEmpresa: 2 } },
    );
    expect([forNine.editAgendada, forNine.finalizeAgendada, forNine.deleteAmostra]).toEqual([false, true, false]);
    // a company user without the sampler profile keeps the company rule
    const b = groupActions(scheduled, { features: office, me: { idPessoa: 9, idEmpresa: 2 } });
    expect([b.editAgendada, b.finalizeAgendada, b.deleteAmostra]).toEqual([true, true, true]);
  });

  it('asks the delete feature, the creating company and every lab status pending to delete', () => {
    const noDelete = office.filter((f) => f !== 'amostra.excluir');
    expect(groupActions(scheduled, { features: noDelete, me }).deleteAmostra).toBe(false);
    expect(groupActions(scheduled, { features: noDelete, me }).editAgendada).toBe(true);
    expect(groupActions({ ...scheduled, everyLabPending: false }, { features: office, me }).deleteAmostra).toBe(false);
    // created by this company for another one: may delete, may not edit
    const forOther = groupActions({ ...scheduled, idEmpresa: 10 }, { features: office, me });
    expect([forOther.deleteAmostra, forOther.editAgendada, forOther.ownCompany]).toEqual([true, false, false]);
  });

  it('lets management edit and finalize any company’s group, but not delete what it did not create', () => {
    const a = groupActions(
      { ...scheduled, idEmpresa: 10, idEmpresaCadastrante: 10 },
      { features: [...office, 'amostra.gerenciamento'], me },
    );
    expect([a.editAgendada, a.finalizeAgendada, a.deleteAmostra]).toEqual([true, true, false]);
  });

  it('edits a collected group until an item is analysed', () => {
    expect(groupActions(collected, { features: sampler, me }).editColetada).toBe(true);
    expect(groupActions({ ...collected, anyItemAnalysed: true }, { features: sampler, me }).editColetada).toBe(false);
    expect(groupActions(collected, { features: sampler, me }).deleteAmostra).toBe(false);
  });

  it('offers nothing to a user without a person, and the views only with amostra.visualizar', () => {
    const none = groupActions(scheduled, { features: office, me: null });
    expect([none.editAgendada, none.deleteAmostra, none.ownCompany]).toEqual([false, false, false]);
    expect(groupActions(scheduled, { features: office, me }).view).toBe(false);
    expect(groupActions(scheduled, { features: ['amostra.visualizar'], me }).view).toBe(true);
    expect(groupActions(scheduled, { features: ['sara.admin'], me: null }).view).toBe(true);
    // another company's group (a retail chain's, a supplier's history row): the view would not open it
    const retail = { idPessoa: 20, idEmpresa: 7 };
    expect(groupActions(collected, { features: ['amostra.visualizar'], me: retail }).view).toBe(false);
    expect(readsGroup({ ...collected, idEmpresaCadastrante: 7 }, { features: [], me: retail })).toBe(true);
    expect(readsGroup(collected, { features: ['amostra.listagem.admin'], me: retail })).toBe(true);
  });

  it("lets a sampler read only the groups they collect or registered, not a colleague's (part B section 6)", () => {
    const colleagues = { ...collected, idPessoaColetor: 9, idPessoaCadastrante: 9 };
    const reader = { features: ['perfil.amostrador', 'amostra.visualizar'], me };
    expect(readsGroup(colleagues, reader)).toBe(false);
    expect(groupActions(colleagues, reader).view).toBe(false);
    expect(readsGroup({ ...colleagues, idPessoaColetor: 3 }, reader)).toBe(true);
    expect(readsGroup({ ...colleagues, idPessoaCadastrante: 3 }, reader)).toBe(true);
    // the company's office user reads them all; management too, even with the sampler profile
    expect(readsGroup(colleagues, { features: ['amostra.visualizar'], me })).toBe(true);
    expect(readsGroup(colleagues, { features: ['perfil.amostrador', 'amostra.gerenciamento'], me })).toBe(true);
  });
});

describe('groupFactsOfView', () => {
  it('reads the facts from a group read, over every item', () => {
    const item = (situacao: string, statusSQSAgrosafety: string) => ({
      situacao,
      infoLaboratorio: { statusSQSAgrosafety },
    });
    const view = {
      situacao: 'coletada',
      idEmpresa: 2,
      idEmpresaCadastrante: 4,
      idPessoaCadastrante: 3,
      itens: [item('coletada', 'pending'), item('analisada', 'received')],
    } as unknown as SampleGroupView;
    expect(groupFactsOfView(view)).toEqual({
      situacao: 'coletada',
      idEmpresa: 2,
      idEmpresaCadastrante: 4,
      idPessoaCadastrante: 3,
      everyLabPending: false,
      anyItemAnalysed: true,
      everyItemRejected: false,
    });
    const rejected = { ...view, itens: [item('rejeitada', 'pending'), item('rejeitada', 'pending')] };
    expect(groupFactsOfView(rejected as SampleGroupView).everyItemRejected).toBe(true);
  });

  it('offers no edit or finalize of a group whose every item was rejected (delete stays, as the server allows it)', () => {
    for (const g of [scheduled, collected]) {
      expect(groupActions({ ...g, everyItemRejected: true }, { features: sampler, me })).toMatchObject({
        editAgendada: false,
        editColetada: false,
        finalizeAgendada: false,
      });
    }
    expect(groupActions({ ...scheduled, everyItemRejected: true }, { features: sampler, me }).deleteAmostra).toBe(true);
  });
});

describe('everyItemRejected', () => {
  it('holds for a group whose items were all rejected, never for an empty one', () => {
    expect(everyItemRejected([{ situacao: 'rejeitada' }, { situacao: 'rejeitada' }])).toBe(true);
    expect(everyItemRejected([{ situacao: 'rejeitada' }, { situacao: 'coletada' }])).toBe(false);
    expect(everyItemRejected([])).toBe(false);
  });
});

describe('viewsGroup', () => {
  const atChain = { ...collected, idEmpresa: 9, idEmpresaCadastrante: 9, idVarejo: 1 };
  const retail = { idPessoa: 5, idEmpresa: 4, idsVarejo: [1] };
  it('lets retail staff view the groups at their chains, which their history lists whole', () => {
    const viewer = ['perfil.varejo', 'amostra.visualizar'];
    expect(readsGroup(atChain, { features: viewer, me: retail })).toBe(false);
    expect(viewsGroup(atChain, { features: viewer, me: retail })).toBe(true);
    // not without the view feature: their reads of a group are views only
    expect(viewsGroup(atChain, { features: ['perfil.varejo'], me: retail })).toBe(false);
    expect(viewsGroup({ ...atChain, idVarejo: 2 }, { features: viewer, me: retail })).toBe(false);
    expect(viewsGroup({ ...atChain, idVarejo: null }, { features: viewer, me: retail })).toBe(false);
    expect(groupActions(atChain, { features: ['perfil.varejo', 'amostra.visualizar'], me: retail })).toMatchObject({
      view: true,
      ownCompany: false,
      editColetada: false,
    });
  });
  it('does not let a supplier or a user of another profile view another company group at a chain', () => {
    expect(viewsGroup(atChain, { features: ['perfil.fornecedor', 'perfil.varejo'], me: retail })).toBe(false);
    expect(viewsGroup(atChain, { features: ['historico'], me: retail })).toBe(false);
    expect(viewsGroup(atChain, { features: ['perfil.varejo'], me: null })).toBe(false);
  });
});
