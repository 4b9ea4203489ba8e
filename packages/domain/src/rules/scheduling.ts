import { LIMITS } from '../constants.ts';
import { at, dateIssues, issue, selectIssues, textIssues, type RuleErrors } from './fields.ts';
import { isEnvironmental, isMainLab, isRama, isTraceable } from './programs.ts';
import { supplierIssues } from './collection.ts';
import { hasLocation, type SampleGroupForm } from './sample-form.ts';
import { RULE_TOKENS as T } from './tokens.ts';

/**
 * Scheduling (part A section 5 "Scheduling" and "Supplier", and section 2 "Scheduling screen").
 * Unlike the collection save, the budget is required for the main lab whatever the program.
 */
export function schedulingIssues(group: SampleGroupForm): RuleErrors {
  const program = group.programaAmostra;
  const environmental = isEnvironmental(program);
  const out: RuleErrors = [
    ...selectIssues('laboratorio', group.laboratorio),
    ...(isMainLab(group.laboratorio) ? selectIssues('orcamento', group.orcamento) : []),
    ...selectIssues('programaAmostra', program),
    ...(isRama(program) ? selectIssues('varejo', group.varejo) : []),
    ...(!environmental && !hasLocation(group.localAmostra) ? [issue('localAmostra', T.required)] : []),
    ...dateIssues('dataAgendada', group.dataAgendada),
  ];
  if (environmental) {
    out.push(...selectIssues('responsavelAmostraAmbiental', group.responsavelAmostraAmbiental));
    out.push(...selectIssues('relatoConformidade', group.relatoConformidade));
    if (group.relatoConformidade === true) out.push(...selectIssues('idNormaAmbiental', group.idNormaAmbiental));
  }
  out.push(...selectIssues('idEmpresa', group.idEmpresa), ...selectIssues('idPessoaColetor', group.idPessoaColetor));
  if (group.itens.length === 0) return [...out, issue('itens', T.addItem)];
  // the supplier rule holds "at save time" for a schedule too: a supplier the finalization refuses
  // would leave the collector a schedule they cannot finalize
  out.push(...supplierIssues(group.itens));
  const traceable = isTraceable(group);
  group.itens.forEach((item, i) => {
    // a traceable program (or an optional one with its box ticked) needs a product on every item
    if (traceable) out.push(...selectIssues(at('itens', i, 'idProduto'), item.idProduto));
    out.push(...textIssues(at('itens', i, 'observacao'), item.observacao, { max: LIMITS.observacao }));
  });
  return out;
}
