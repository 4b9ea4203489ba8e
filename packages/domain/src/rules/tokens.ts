import { NOT_INFORMED_KEY } from '../constants.ts';

/**
 * Translation tokens of the validation rules. Texts live in i18n/rules-texts.ts (the first four
 * were already in i18n/texts.ts); rules return tokens, never text.
 */
export const RULE_TOKENS = {
  // shared field rules (part A section 5)
  required: 'sara2g.ui.txt.campo_obrigatorio',
  invalidDate: 'sara2g.ui.txt.data_invalida',
  dateOutOfYears: 'sara2g.ui.txt.data_fora_anos',
  limit: 'sara2g.ui.txt.limite_caracteres',
  notInformed: NOT_INFORMED_KEY,
  // collection, item, finalize, scheduling, tracking, supplier
  addItem: 'sara2g.ui.txt.erro.adicionar_item',
  imageRequired: 'sara2g.ui.txt.erro.imagem_obrigatoria',
  supplierNotPlatformUser: 'sara2g.ui.txt.erro.fornecedor_nao_usuario_plataforma',
  futureCollectionDate: 'sara2g.ui.txt.erro.data_coleta_futura',
  expiryBeforeManufacture: 'sara2g.ui.txt.erro.validade_antes_fabricacao',
  productDiffersFromTracking: 'sara2g.ui.txt.erro.produto_diferente_rastreamento',
  trackingMultipleInputs: 'sara2g.ui.txt.erro.rastreamento_multiplos_insumos',
  // locations and company products
  companyProductExists: 'sara2g.ui.txt.erro.produto_empresa.nome_existente',
  cepInvalid: 'sara2g.erro.cep.invalido',
  // follow-up (part B section 5)
  rejectionReason: 'sara2g.ui.txt.erro.motivo_rejeicao',
  actionPlanCheckFields: 'sara2g.ui.txt.erro.plano_acao.verifique',
  actionPlanFile: 'sara2g.ui.txt.erro.plano_acao.arquivo',
  contestationFile: 'sara2g.ui.txt.erro.contestacao.arquivo',
  contestationMessage: 'sara2g.ui.txt.erro.contestacao.mensagem',
  resolutionMotive: 'sara2g.ui.txt.erro_motivo',
  noFileSelected: 'sara2g.ui.txt.erro.laudo.nenhum_arquivo',
  onlyPdf: 'sara2g.ui.txt.erro.laudo.somente_pdf',
  uploadServerFailure: 'sara2g.ui.txt.erro.laudo.falha_servidor',
  notSpecified: 'sara2g.ui.txt.nao_especificado',
  // account (part C section 5): access-service texts, tag `acesso` like access.ts
  phone: 'acesso.validacao.telefone',
  countryCode: 'acesso.validacao.codigo_pais',
  email: 'acesso.validacao.email',
  groupName: 'acesso.validacao.nome_grupo',
  weekday: 'acesso.validacao.dia_semana',
  invalidTime: 'acesso.validacao.hora_invalida',
  startAfterEnd: 'acesso.validacao.inicio_apos_fim',
  password: 'acesso.validacao.senha', // text in i18n/texts.ts
  inactivationReason: 'acesso.validacao.motivo_inativacao',
  samePassword: 'acesso.validacao.senha_igual_atual',
  passwordConfirmation: 'acesso.validacao.confirmacao_senha',
} as const;

export type RuleToken = (typeof RULE_TOKENS)[keyof typeof RULE_TOKENS];
