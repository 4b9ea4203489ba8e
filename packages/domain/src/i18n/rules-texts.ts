/** Catalogue rows of the validation rules (packages/domain/src/rules): [token, pt-BR, en, es]. */
export const RULES_TEXTS: [string, string, string, string][] = [
  // collection, items, finalize, scheduling (part A sections 5 and 8)
  [
    'sara2g.ui.txt.erro.adicionar_item',
    'Necessário adicionar um item para salvar a amostra.',
    'You must add an item to save the sample.',
    'Es necesario agregar un ítem para guardar la muestra.',
  ],
  ['sara2g.ui.txt.erro.imagem_obrigatoria', 'Imagem obrigatória.', 'Image required.', 'Imagen obligatoria.'],
  [
    'sara2g.ui.txt.erro.fornecedor_nao_usuario_plataforma',
    'O fornecedor não é usuário da plataforma.',
    'The supplier is not a platform user.',
    'El proveedor no es usuario de la plataforma.',
  ],
  [
    'sara2g.ui.txt.data_fora_anos',
    'Informe um ano entre 1900 e 2099.',
    'Enter a year from 1900 to 2099.',
    'Ingrese un año entre 1900 y 2099.',
  ],
  [
    'sara2g.ui.txt.erro.data_coleta_futura',
    'A data da coleta não pode ser posterior a hoje.',
    'The collection date cannot be later than today.',
    'La fecha de recolección no puede ser posterior a hoy.',
  ],
  [
    'sara2g.ui.txt.erro.validade_antes_fabricacao',
    'A data de validade não pode ser anterior à data de fabricação.',
    'The expiration date cannot be earlier than the manufacturing date.',
    'La fecha de vencimiento no puede ser anterior a la fecha de fabricación.',
  ],
  [
    'sara2g.ui.txt.erro.produto_diferente_rastreamento',
    'O produto agendado é diferente do produto do código de rastreamento.',
    "The scheduled product differs from the tracking code's product.",
    'El producto programado es diferente del producto del código de rastreo.',
  ],
  [
    'sara2g.ui.txt.erro.rastreamento_multiplos_insumos',
    'O código de rastreamento é de um produto processado com múltiplos insumos.',
    'The tracking code belongs to a processed product with multiple inputs.',
    'El código de rastreo es de un producto procesado con múltiples insumos.',
  ],
  // locations and company products
  [
    'sara2g.ui.txt.erro.produto_empresa.nome_existente',
    'Já existe um produto com o nome {{nome}}.',
    'A product named {{nome}} already exists.',
    'Ya existe un producto con el nombre {{nome}}.',
  ],
  // following samples (part B sections 5 and 8)
  [
    'sara2g.ui.txt.erro.motivo_rejeicao',
    'Informe o motivo da rejeição.',
    'Enter the reason for the rejection.',
    'Indique el motivo del rechazo.',
  ],
  [
    'sara2g.ui.txt.erro.plano_acao.verifique',
    'Verifique os campos obrigatórios do plano de ação.',
    'Check the required fields of the action plan.',
    'Verifique los campos obligatorios del plan de acción.',
  ],
  [
    'sara2g.ui.txt.erro.plano_acao.arquivo',
    'Arquivo não permitido: envie PDF, JPEG, JPG ou PNG de até 2 MB.',
    'File not allowed: send a PDF, JPEG, JPG or PNG of up to 2 MB.',
    'Archivo no permitido: envíe PDF, JPEG, JPG o PNG de hasta 2 MB.',
  ],
  [
    'sara2g.ui.txt.erro.contestacao.arquivo',
    'Arquivo não permitido: tipo não aceito e tamanho acima de 2 MB.',
    'File not allowed: type not accepted and size over 2 MB.',
    'Archivo no permitido: tipo no aceptado y tamaño superior a 2 MB.',
  ],
  [
    'sara2g.ui.txt.erro.contestacao.mensagem',
    'Informe a mensagem da contestação.',
    'Enter the dispute message.',
    'Indique el mensaje de la impugnación.',
  ],
  ['sara2g.ui.txt.erro_motivo', 'Informe o motivo.', 'Enter the reason.', 'Indique el motivo.'],
  [
    'sara2g.ui.txt.erro.laudo.nenhum_arquivo',
    'Nenhum arquivo selecionado.',
    'No file selected.',
    'Ningún archivo seleccionado.',
  ],
  [
    'sara2g.ui.txt.erro.laudo.somente_pdf',
    'Somente arquivos PDF são permitidos.',
    'Only PDF files are allowed.',
    'Solo se permiten archivos PDF.',
  ],
  [
    'sara2g.ui.txt.erro.laudo.falha_servidor',
    'Falha no servidor ao enviar o laudo.',
    'Server failure while sending the report.',
    'Falla del servidor al enviar el informe.',
  ],
  ['sara2g.ui.txt.nao_especificado', 'Não Especificado', 'Not specified', 'No especificado'],
  // account administration (part C section 5)
  [
    'acesso.validacao.telefone',
    'O telefone deve ter de {{min}} a {{max}} dígitos, somente números.',
    'The phone must have {{min}} to {{max}} digits, numbers only.',
    'El teléfono debe tener de {{min}} a {{max}} dígitos, solo números.',
  ],
  ['acesso.validacao.codigo_pais', 'Código do país inválido.', 'Invalid country code.', 'Código de país inválido.'],
  ['acesso.validacao.email', 'E-mail inválido.', 'Invalid email address.', 'Correo electrónico inválido.'],
  [
    'acesso.validacao.nome_grupo',
    'O nome do grupo deve ter de {{min}} a {{max}} caracteres.',
    'The group name must have {{min}} to {{max}} characters.',
    'El nombre del grupo debe tener de {{min}} a {{max}} caracteres.',
  ],
  ['acesso.validacao.dia_semana', 'Dia da semana inválido.', 'Invalid weekday.', 'Día de la semana inválido.'],
  ['acesso.validacao.hora_invalida', 'Hora inválida.', 'Invalid time.', 'Hora inválida.'],
  [
    'acesso.validacao.inicio_apos_fim',
    'A hora inicial não pode ser posterior à hora final.',
    'The start time cannot be after the end time.',
    'La hora inicial no puede ser posterior a la hora final.',
  ],
  [
    'acesso.validacao.motivo_inativacao',
    'Informe o motivo da inativação: inatividade, inadimplência ou moderação.',
    'Choose the inactivation reason: inactivity, non-payment or moderation.',
    'Indique el motivo de la inactivación: inactividad, impago o moderación.',
  ],
  [
    'acesso.validacao.senha_igual_atual',
    'A nova senha deve ser diferente da senha atual.',
    'The new password must differ from the current one.',
    'La nueva contraseña debe ser diferente de la actual.',
  ],
  [
    'acesso.validacao.confirmacao_senha',
    'A confirmação da senha está diferente.',
    'The password confirmation does not match.',
    'La confirmación de la contraseña es diferente.',
  ],
];
