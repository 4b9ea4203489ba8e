import { EDIT_SCREEN_FEATURES, FEATURES as F, hasFeature, isSampler, type Feature } from './features.ts';
import { PDF_LAB_ID } from './constants.ts';
import type { SampleGroupView } from './samples.ts';

/**
 * What a user may do with a sample group: the history's panel buttons and the scheduled view's
 * edit and delete (spec part A section 6, part B sections 2 and 6). The server computes the
 * history's flags with it and refuses the same writes; the scheduled view asks it of the group it
 * read, so the two screens never offer different buttons for one group.
 */
export interface GroupFacts {
  situacao: string;
  idEmpresa: number;
  /** The company that registered the group (it alone may delete a scheduled group). */
  idEmpresaCadastrante: number | null;
  idPessoaCadastrante: number | null;
  /** The group's collector (a sampler reads only the groups they collect or registered). */
  idPessoaColetor: number | null;
  /** The group's retail chain (RAMA): retail staff view the groups at their chains. */
  idVarejo?: number | null;
  /** Every item's lab status is still pending. */
  everyLabPending: boolean;
  /** Some item already has an analysis (a collected group is then no longer editable). */
  anyItemAnalysed: boolean;
  /**
   * Every item was rejected: nothing of the group is left to edit or finalize (the writes change only
   * the items still open, and the edit screens leave rejected ones out).
   */
  everyItemRejected: boolean;
}

/** An item a manager rejected (spec part B section 4): edit screens leave it out, views mark it. */
export const isRejected = (item: { situacao?: string | null }) => item.situacao === 'rejeitada';

/** The ids of a group's rejected items: a form made before their rejection leaves them out. */
export const rejectedItemIds = (items: readonly { idAmostra: number; situacao?: string | null }[]) =>
  new Set(items.filter(isRejected).map((i) => i.idAmostra));

/** A group whose items were all rejected: nothing in it is open to edit, schedule or finalize. */
export const everyItemRejected = (items: readonly { situacao?: string | null }[]) =>
  items.length > 0 && items.every(isRejected);

/** The facts of a group as its view (GET agendadas/coletadas/{idAgrupador}) carries them, every item included. */
export const groupFactsOfView = (view: SampleGroupView): GroupFacts => ({
  situacao: view.situacao,
  idEmpresa: view.idEmpresa,
  idEmpresaCadastrante: view.idEmpresaCadastrante,
  idPessoaCadastrante: view.idPessoaCadastrante,
  idPessoaColetor: view.idPessoaColetor,
  idVarejo: view.idVarejo,
  everyLabPending: view.itens.every((i) => i.infoLaboratorio.statusSQSAgrosafety === 'pending'),
  anyItemAnalysed: view.itens.some((i) => i.situacao === 'analisada'),
  everyItemRejected: everyItemRejected(view.itens),
});

/** The user: features, and the SARA person (none for a user without one). */
export interface GroupActor {
  features: Iterable<string>;
  /** idsVarejo: the retail chains of the user's company (retail staff view the groups at them). */
  me: { idPessoa: number; idEmpresa: number; idsVarejo?: readonly number[] } | null;
}

export interface GroupActions {
  /** The group belongs to the user's company: company and collector names are shown. */
  ownCompany: boolean;
  editAgendada: boolean;
  editColetada: boolean;
  finalizeAgendada: boolean;
  deleteAmostra: boolean;
  /** The read-only views (feature amostra.visualizar). */
  view: boolean;
}

/**
 * Who may read a group whole (its edit and view screens, its PDF): management and the sample-list
 * admin any group; a sampler the groups they collect or registered, as their history lists them (part
 * B section 6, docs/decisions/0009); other users the groups of their company or registered by it.
 * Retail staff also view the groups at their chains (viewsGroup); a supplier follows its samples
 * through the lists, which show it only its own items.
 */
export function readsGroup(
  g: Pick<GroupFacts, 'idEmpresa' | 'idEmpresaCadastrante' | 'idPessoaColetor' | 'idPessoaCadastrante'>,
  { features, me }: GroupActor,
) {
  const held = new Set(features);
  if (hasFeature(held, [F.amostraGerenciamento, F.amostraListagemAdmin])) return true;
  if (me == null) return false;
  if (isSampler(held)) return g.idPessoaColetor === me.idPessoa || g.idPessoaCadastrante === me.idPessoa;
  return g.idEmpresa === me.idEmpresa || g.idEmpresaCadastrante === me.idEmpresa;
}

/**
 * A group at one of the user's retail chains, for retail staff: their history lists it whole (the
 * lists' 'retail' scope, which samplers and suppliers do not have). The group's views and its sample
 * PDF follow it, without the collecting company's names.
 */
export function atOwnChain(g: Pick<GroupFacts, 'idVarejo'>, { features, me }: GroupActor): boolean {
  if (me == null || g.idVarejo == null) return false;
  const held = new Set(features);
  if (hasFeature(held, [F.perfilAmostrador, F.perfilFornecedor])) return false;
  return hasFeature(held, [F.perfilVarejo]) && (me.idsVarejo ?? []).includes(g.idVarejo);
}

/**
 * Who may open a group's read-only views: who reads it whole (readsGroup), and retail staff the groups
 * at their chains (atOwnChain). A supplier does not: its lists show it only its own items of another
 * company's group.
 */
export function viewsGroup(g: Parameters<typeof readsGroup>[0] & Pick<GroupFacts, 'idVarejo'>, actor: GroupActor) {
  // retail staff only with the view feature, as the history's 'Visualizar' (their reads are views only)
  return readsGroup(g, actor) || (hasFeature(actor.features, [F.amostraVisualizar]) && atOwnChain(g, actor));
}

export function groupActions(g: GroupFacts, { features, me }: GroupActor): GroupActions {
  const held = new Set(features);
  const can = (...f: Feature[]) => hasFeature(held, f);
  const manager = can(F.amostraGerenciamento);
  const ownCompany = me != null && g.idEmpresa === me.idEmpresa;
  // the collector view: a sampler without management acts only on the groups they registered
  const registrant = !(can(F.perfilAmostrador) && !manager) || (me != null && g.idPessoaCadastrante === me.idPessoa);
  const scheduled = g.situacao === 'agendada';
  const open = !g.everyItemRejected;
  return {
    ownCompany,
    // management may edit any company's group (docs/decisions/0007-sample-writes.md)
    editAgendada: scheduled && open && can(...EDIT_SCREEN_FEATURES.agendada) && (ownCompany || manager) && registrant,
    editColetada:
      g.situacao === 'coletada' &&
      open &&
      can(F.amostraColetadaEditar) &&
      (ownCompany || manager) &&
      registrant &&
      !g.anyItemAnalysed,
    // not the registrant rule (spec part A section 6 names edit and delete only): a collector finalizes
    // the schedule a manager or the office made for them, and only one they read (a colleague's is not theirs)
    finalizeAgendada:
      scheduled &&
      open &&
      can(F.amostraAgendadaFinalizar) &&
      (ownCompany || manager) &&
      readsGroup(g, { features: held, me }),
    // deleting needs the delete feature besides the scheduling ones, and the creating company
    deleteAmostra:
      scheduled &&
      can(F.amostraExcluir) &&
      can(...EDIT_SCREEN_FEATURES.agendada) &&
      me != null &&
      (g.idEmpresaCadastrante ?? g.idEmpresa) === me.idEmpresa &&
      registrant &&
      g.everyLabPending,
    view: can(F.amostraVisualizar) && viewsGroup(g, { features: held, me }),
  };
}

/**
 * The sample PDF exists for a group of the external lab 5 that is not scheduled and whose every item
 * has a lab code (part A sections 6 and 9): the history's print button, the management row's
 * 'PDF da amostra' and the PDF call itself follow this one rule.
 */
export function samplePdfAvailable(g: {
  idLaboratorio: number | null;
  situacao: string;
  itemCount: number;
  everyItemCoded: boolean;
}): boolean {
  return g.idLaboratorio === PDF_LAB_ID && g.situacao !== 'agendada' && g.itemCount > 0 && g.everyItemCoded;
}
