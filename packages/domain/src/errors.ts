/**
 * The error catalogue: stable codes the server answers with, their HTTP status and the
 * translation token of their message (texts in i18n/texts.ts). The web shows the message the
 * server sends (already in the user's language) and can look the token up when offline.
 */
export const ERRORS = {
  // generic
  VALIDATION: { status: 400, token: 'sara2g.erro.validacao' },
  MALFORMED_BODY: { status: 400, token: 'sara2g.erro.corpo_invalido' },
  PAYLOAD_TOO_LARGE: { status: 413, token: 'sara2g.erro.corpo_muito_grande' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, token: 'sara2g.erro.tipo_conteudo' },
  NOT_FOUND: { status: 404, token: 'sara2g.erro.nao_encontrado' },
  ROUTE_NOT_FOUND: { status: 404, token: 'sara2g.erro.rota_inexistente' },
  CONFLICT: { status: 409, token: 'sara2g.erro.conflito' },
  RATE_LIMITED: { status: 429, token: 'sara2g.erro.muitas_requisicoes' },
  INTERNAL: { status: 500, token: 'sara2g.erro.servidor' },
  // session and permission
  UNAUTHENTICATED: { status: 401, token: 'acesso.erro.sessao_invalida' },
  FORBIDDEN: { status: 403, token: 'acesso.erro.sem_permissao_funcionalidade' },
  // login (spec part C section 8)
  INVALID_CREDENTIALS: { status: 401, token: 'acesso.erro.usuario_senha_invalidos' },
  USER_INACTIVE: { status: 403, token: 'acesso.erro.usuario_inativo' },
  NO_SYSTEM_ACCESS: { status: 403, token: 'acesso.erro.sem_permissao_sistema' },
  OUTSIDE_PERMITTED_HOURS: { status: 403, token: 'acesso.erro.fora_horario' },
  USER_WITHOUT_GROUPER: { status: 403, token: 'acesso.erro.usuario_sem_agrupador' },
  EMAIL_NOT_CONFIRMED: { status: 403, token: 'acesso.erro.confirmar_cadastro' },
  ACCOUNT_BLOCKED: { status: 403, token: 'acesso.erro.conta_bloqueada' },
  DEACTIVATED_INACTIVITY: { status: 403, token: 'acesso.erro.desativada_inatividade' },
  DEACTIVATED_MODERATION: { status: 403, token: 'acesso.erro.desativada_moderacao' },
  CONTRACT_PROBLEM: { status: 403, token: 'acesso.erro.problema_contrato' },
  // collector bootstrap
  COLLECTOR_USER_MISMATCH: { status: 403, token: 'sara2g.erro.coletor_outro_usuario' },
  // samples (sample writes, scheduling, finalize, reject)
  SAMPLE_PERSON_MISSING: { status: 403, token: 'sara2g.erro.amostra.pessoa_nao_cadastrada' },
  SAMPLE_GROUP_NOT_FOUND: { status: 404, token: 'sara2g.erro.amostra.agrupador_inexistente' },
  // a creation whose id this user's earlier creation took, untouched since: the client saves over it (PUT)
  SAMPLE_GROUP_EXISTS: { status: 409, token: 'sara2g.erro.amostra.agrupador_conflito' },
  SAMPLE_WRONG_STATE: { status: 409, token: 'sara2g.erro.amostra.situacao_invalida' },
  SAMPLE_CHANGED_SINCE_READ: { status: 412, token: 'sara2g.erro.amostra.alterada_depois' },
  SAMPLE_PDF_UNAVAILABLE: { status: 409, token: 'sara2g.erro.amostra.pdf_indisponivel' },
  SAMPLE_OTHER_COMPANY: { status: 403, token: 'sara2g.erro.amostra.outra_empresa' },
  SAMPLE_DELETE_FORBIDDEN: { status: 403, token: 'sara2g.erro.amostra.exclusao_nao_permitida' },
  SAMPLE_ID_REQUIRED: { status: 400, token: 'sara2g.erro.amostra.id_nao_encontrado' },
  SAMPLE_NONEXISTENT: { status: 404, token: 'sara2g.erro.amostra.inexistente' },
  // places, company products, postal codes, files, tracking, sample PDF
  MUNICIPALITY_STATE_MISMATCH: { status: 400, token: 'sara2g.erro.local.municipio_fora_uf' },
  REFERENCE_INVALID: { status: 400, token: 'sara2g.erro.referencia_invalida' },
  COMPANY_PRODUCT_EXISTS: { status: 409, token: 'sara2g.ui.txt.erro.produto_empresa.nome_existente' },
  CEP_INVALID: { status: 400, token: 'sara2g.erro.cep.invalido' },
  CEP_NOT_FOUND: { status: 404, token: 'sara2g.erro.cep.nao_encontrado' },
  FILE_MISSING: { status: 400, token: 'sara2g.erro.arquivo.ausente' },
  FILE_ONE_AT_A_TIME: { status: 400, token: 'sara2g.erro.arquivo.um_por_vez' },
  MULTIPART_MALFORMED: { status: 400, token: 'sara2g.erro.arquivo.envio_mal_formado' },
  FILE_TYPE_MISMATCH: { status: 400, token: 'sara2g.erro.arquivo.tipo_incompativel' },
  FILE_TOO_LARGE: { status: 413, token: 'sara2g.erro.arquivo.muito_grande' },
  FILE_ID_CONFLICT: { status: 409, token: 'sara2g.erro.arquivo.id_em_uso' },
  FILE_NOT_FOUND: { status: 404, token: 'sara2g.erro.arquivo.nao_encontrado' },
  TRACKING_NOT_FOUND: { status: 404, token: 'sara2g.erro.rastreamento.nao_encontrado' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** The one error shape of every non-2xx answer. */
export interface ErrorBody {
  error: { code: ErrorCode | string; message: string; details?: Record<string, unknown> };
}

/** One field error in `details.errors`. */
export interface FieldError {
  path: string;
  message: string;
}
