import { supplierIssues } from '@sara/domain/rules/collection';
import type { FieldIssue } from '@sara/domain/rules/fields';
import { RULE_TOKENS } from '@sara/domain/rules/tokens';
import type { SampleGroupForm } from '@sara/domain/rules/sample-form';

/**
 * The supplier rule on the device (spec part A section 5 "Supplier"). The server decides with the
 * company's usuarioPlataforma; the screen knows it only when the tracking answer says so. A
 * supplier whose flag is unknown is left to the server, so the rule here flags only suppliers
 * known not to be platform users.
 */
export function withKnownSuppliers(group: SampleGroupForm): SampleGroupForm {
  return {
    ...group,
    itens: group.itens.map((it) => (it.usuarioPlataforma == null ? { ...it, usuarioPlataforma: true } : it)),
  };
}

export const knownSupplierIssues = (group: SampleGroupForm): FieldIssue[] =>
  supplierIssues(withKnownSuppliers(group).itens);

/** An issue on an item's supplier; the one saying it is not a platform user raises the error alert too. */
export const isSupplierPath = (path: string): boolean => /^itens\.\d+\.idDistribuidor$/.test(path);

export const SUPPLIER_NOT_PLATFORM_USER = RULE_TOKENS.supplierNotPlatformUser;
