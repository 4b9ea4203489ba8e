/** Catalogue rows of sample writes (server messages): [token, pt-BR, en, es]. */
export const SAMPLES_TEXTS: [string, string, string, string][] = [
  [
    'sara2g.erro.amostra.pessoa_nao_cadastrada',
    'Seu usuário ainda não está cadastrado como pessoa no SARA. Entre novamente.',
    'Your user is not registered as a person in SARA yet. Please log in again.',
    'Su usuario aún no está registrado como persona en SARA. Inicie sesión nuevamente.',
  ],
  [
    'sara2g.erro.amostra.agrupador_inexistente',
    'Amostra não encontrada.',
    'Sample not found.',
    'Muestra no encontrada.',
  ],
  [
    'sara2g.erro.amostra.agrupador_conflito',
    'Já existe uma amostra com este identificador e conteúdo diferente.',
    'A sample with this identifier and different content already exists.',
    'Ya existe una muestra con este identificador y contenido diferente.',
  ],
  [
    'sara2g.erro.amostra.situacao_invalida',
    'A amostra está na situação {{situacao}} e não permite esta ação.',
    'The sample is in state {{situacao}} and does not allow this action.',
    'La muestra está en la situación {{situacao}} y no permite esta acción.',
  ],
  [
    'sara2g.erro.amostra.alterada_depois',
    'Esta amostra foi alterada por outra pessoa depois que você a abriu. Abra-a de novo para ver as mudanças.',
    'This sample was changed by someone else after you opened it. Open it again to see the changes.',
    'Otra persona modificó esta muestra después de que usted la abrió. Ábrala de nuevo para ver los cambios.',
  ],
  [
    'sara2g.erro.amostra.outra_empresa',
    'A amostra pertence a outra empresa.',
    'The sample belongs to another company.',
    'La muestra pertenece a otra empresa.',
  ],
  [
    'sara2g.erro.amostra.exclusao_nao_permitida',
    'Somente a empresa que agendou pode excluir a amostra, e apenas enquanto o laboratório não a recebeu.',
    'Only the company that scheduled the sample can delete it, and only before the laboratory has received it.',
    'Solo la empresa que programó la muestra puede eliminarla, y solo antes de que el laboratorio la reciba.',
  ],
  [
    'sara2g.erro.amostra.id_nao_encontrado',
    'Id da amostra não encontrado.',
    'Sample id not found.',
    'Id de la muestra no encontrado.',
  ],
  ['sara2g.erro.amostra.inexistente', 'Amostra inexistente.', 'Nonexistent sample.', 'Muestra inexistente.'],
  ['sara2g.msg.amostra.rejeitada', 'Amostra rejeitada.', 'Sample rejected.', 'Muestra rechazada.'],
  [
    'sara2g.erro.amostra.agrupador_divergente',
    'Todos os itens devem ter o mesmo idAgrupador.',
    'All items must have the same idAgrupador.',
    'Todos los ítems deben tener el mismo idAgrupador.',
  ],
  [
    'sara2g.erro.amostra.valor_divergente',
    'O valor deve ser igual ao do primeiro item da amostra.',
    'The value must be the same as on the first item of the sample.',
    'El valor debe ser igual al del primer ítem de la muestra.',
  ],
  [
    'sara2g.erro.amostra.referencia_inexistente',
    'Registro não encontrado (id {{id}}).',
    'Record not found (id {{id}}).',
    'Registro no encontrado (id {{id}}).',
  ],
  [
    'sara2g.erro.amostra.item_fora_do_agrupador',
    'O item {{id}} não pertence a esta amostra.',
    'Item {{id}} does not belong to this sample.',
    'El ítem {{id}} no pertenece a esta muestra.',
  ],
  [
    'sara2g.erro.amostra.produto_do_tipo_do_programa',
    'Programas rastreáveis usam produto do catálogo (idProduto); os demais, produto da empresa (idProdutoEmpresa).',
    'Traceable programs take a catalogue product (idProduto); the others a company product (idProdutoEmpresa).',
    'Los programas rastreables usan producto del catálogo (idProduto); los demás, producto de la empresa (idProdutoEmpresa).',
  ],
  [
    'sara2g.erro.amostra.itens_incompletos',
    'Informe todos os itens agendados da amostra.',
    'Send every scheduled item of the sample.',
    'Informe todos los ítems programados de la muestra.',
  ],
];
