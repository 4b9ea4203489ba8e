/**
 * The translation catalogue seeded into the access service (tags `acesso` and `sara2g`).
 * pt-BR first; en and es beside it. Screens add their texts here.
 */
export interface TextEntry {
  token: string;
  ptBr: string;
  enUs: string;
  esEs: string;
  tags: readonly string[];
}

import { RULES_TEXTS } from './rules-texts.ts';
import { WEB_TEXTS } from './web-texts.ts';
import { SAMPLES_TEXTS } from './samples-texts.ts';
import { SUPPORT_TEXTS } from './support-texts.ts';
import { WEB_SCHEDULING_TEXTS } from './web-scheduling-texts.ts';
import { WEB_COLLECTION_TEXTS } from './web-collection-texts.ts';
import { HISTORY_TEXTS } from './history-texts.ts';
import { MY_SAMPLES_TEXTS } from './my-samples-texts.ts';
import { MANAGEMENT_TEXTS } from './management-texts.ts';
import { LISTS_TEXTS } from './lists-texts.ts';
import { COLLECTION_EXTRA_TEXTS } from './collection-extra-texts.ts';

type Row = [token: string, ptBr: string, enUs: string, esEs: string];

const acesso: Row[] = [
  [
    'acesso.erro.sessao_invalida',
    'Sessão expirada ou inválida. Entre novamente.',
    'Session expired or invalid. Please log in again.',
    'Sesión expirada o inválida. Inicie sesión nuevamente.',
  ],
  [
    'acesso.erro.sem_permissao_funcionalidade',
    'Você não tem permissão para esta ação.',
    'You are not allowed to do this.',
    'No tiene permiso para esta acción.',
  ],
  [
    'acesso.erro.usuario_senha_invalidos',
    'Usuário e/ou senha inválidos.',
    'Invalid username and/or password.',
    'Usuario o contraseña incorrectos.',
  ],
  ['acesso.erro.usuario_inativo', 'Usuário inativo.', 'User inactive.', 'Usuario inactivo.'],
  [
    'acesso.erro.sem_permissao_sistema',
    'Sem permissão para acessar este sistema.',
    'No permission to access this system.',
    'Sin permiso para acceder a este sistema.',
  ],
  [
    'acesso.erro.fora_horario',
    'Acesso fora do horário permitido.',
    'Access outside permitted hours.',
    'Acceso fuera del horario permitido.',
  ],
  [
    'acesso.erro.fora_horario_proximo',
    'Acesso fora do horário permitido. Próximo horário: {{dia}}, das {{inicio}} às {{fim}} (horário de Brasília).',
    'Access outside permitted hours. Next permitted hours: {{dia}}, {{inicio}} to {{fim}} (Brasília time).',
    'Acceso fuera del horario permitido. Próximo horario: {{dia}}, de {{inicio}} a {{fim}} (hora de Brasilia).',
  ],
  // the day of the next window, said inside the sentence above
  ['acesso.dia.hoje', 'hoje', 'today', 'hoy'],
  ['acesso.dia.amanha', 'amanhã', 'tomorrow', 'mañana'],
  ['acesso.dia.0', 'domingo', 'Sunday', 'domingo'],
  ['acesso.dia.1', 'segunda-feira', 'Monday', 'lunes'],
  ['acesso.dia.2', 'terça-feira', 'Tuesday', 'martes'],
  ['acesso.dia.3', 'quarta-feira', 'Wednesday', 'miércoles'],
  ['acesso.dia.4', 'quinta-feira', 'Thursday', 'jueves'],
  ['acesso.dia.5', 'sexta-feira', 'Friday', 'viernes'],
  ['acesso.dia.6', 'sábado', 'Saturday', 'sábado'],
  // the same weekday as today, a week on
  ['acesso.dia.proxima.0', 'no próximo domingo', 'next Sunday', 'el próximo domingo'],
  ['acesso.dia.proxima.1', 'na próxima segunda-feira', 'next Monday', 'el próximo lunes'],
  ['acesso.dia.proxima.2', 'na próxima terça-feira', 'next Tuesday', 'el próximo martes'],
  ['acesso.dia.proxima.3', 'na próxima quarta-feira', 'next Wednesday', 'el próximo miércoles'],
  ['acesso.dia.proxima.4', 'na próxima quinta-feira', 'next Thursday', 'el próximo jueves'],
  ['acesso.dia.proxima.5', 'na próxima sexta-feira', 'next Friday', 'el próximo viernes'],
  ['acesso.dia.proxima.6', 'no próximo sábado', 'next Saturday', 'el próximo sábado'],
  [
    'acesso.erro.usuario_sem_agrupador',
    'Usuário sem agrupador. Contate o administrador.',
    'Your user is not linked to a company group. Contact the administrator.',
    'Usuario sin agrupador. Contacte al administrador.',
  ],
  [
    'acesso.erro.confirmar_cadastro',
    'Para acessar, você precisa primeiro confirmar seu cadastro.',
    'To access, you must first confirm your registration.',
    'Para acceder, primero debe confirmar su registro.',
  ],
  [
    'acesso.erro.conta_bloqueada',
    'Conta bloqueada por segurança. Enviamos um e-mail para desbloqueio.',
    'Account locked for security. We sent you an email to unlock it.',
    'Cuenta bloqueada por seguridad. Enviamos un correo para desbloquearla.',
  ],
  [
    'acesso.erro.desativada_inatividade',
    'Conta desativada por inatividade. Enviamos um e-mail de reativação.',
    'Account deactivated due to inactivity. We sent you a reactivation email.',
    'Cuenta desactivada por inactividad. Enviamos un correo de reactivación.',
  ],
  [
    'acesso.erro.desativada_moderacao',
    'Conta desativada. Contate o gestor da conta.',
    'Account deactivated. Contact the account manager.',
    'Cuenta desactivada. Contacte al gestor de la cuenta.',
  ],
  [
    'acesso.erro.problema_contrato',
    'Problema no contrato. Contate a administração e verifique a fatura.',
    'Contract problem. Contact administration and check the invoice.',
    'Problema con el contrato. Contacte a la administración y verifique la factura.',
  ],
  [
    'acesso.erro.nao_foi_possivel_entrar',
    'Não foi possível entrar.',
    'Could not log in.',
    'No se pudo iniciar sesión.',
  ],
  ['acesso.ui.login.titulo', 'Entrar', 'Log in', 'Iniciar sesión'],
  ['acesso.ui.login.usuario', 'Usuário', 'Username', 'Usuario'],
  ['acesso.ui.login.senha', 'Senha', 'Password', 'Contraseña'],
  ['acesso.ui.login.manter_conectado', 'Manter-me conectado', 'Keep me logged in', 'Mantenerme conectado'],
  ['acesso.ui.login.entrar', 'Entrar', 'Log in', 'Iniciar sesión'],
  ['acesso.ui.login.esqueci_senha', 'Esqueci minha senha', 'Forgot password?', 'Olvidé mi contraseña'],
  ['acesso.ui.login.criar_conta', 'Criar conta', 'Create account', 'Crear cuenta'],
  ['acesso.ui.login.idioma', 'Idioma', 'Language', 'Idioma'],
  ['acesso.ui.login.entrando', 'Entrando...', 'Logging in...', 'Iniciando sesión...'],
  [
    'acesso.validacao.username',
    'O usuário deve ter de 3 a 30 caracteres: letras, números, ponto e sublinhado.',
    'The username must have 3 to 30 characters: letters, digits, dot and underscore.',
    'El usuario debe tener de 3 a 30 caracteres: letras, números, punto y guion bajo.',
  ],
  [
    'acesso.validacao.senha',
    'A senha deve ter de 8 a 70 caracteres, com ao menos uma letra, um número e um caractere especial (!@#$%^&*).',
    'The password must have 8 to 70 characters, with at least one letter, one digit and one special character (!@#$%^&*).',
    'La contraseña debe tener de 8 a 70 caracteres, con al menos una letra, un número y un carácter especial (!@#$%^&*).',
  ],
];

const sara2g: Row[] = [
  // generic errors and the client error catalogue (part A section 8)
  [
    'sara2g.erro.validacao',
    'Dados inválidos. Verifique os campos.',
    'Invalid data. Check the fields.',
    'Datos inválidos. Verifique los campos.',
  ],
  [
    'sara2g.erro.campo_desconhecido',
    'Campo não reconhecido: {{campo}}.',
    'Unknown field: {{campo}}.',
    'Campo no reconocido: {{campo}}.',
  ],
  [
    'sara2g.erro.tipo_invalido',
    'Tipo de valor inválido (esperado: {{tipo}}).',
    'Invalid value type (expected: {{tipo}}).',
    'Tipo de valor inválido (esperado: {{tipo}}).',
  ],
  // the kinds of value a field expects, named in sara2g.erro.tipo_invalido
  ['sara2g.erro.tipo.number', 'número', 'number', 'número'],
  ['sara2g.erro.tipo.int', 'número inteiro', 'integer', 'número entero'],
  ['sara2g.erro.tipo.string', 'texto', 'text', 'texto'],
  ['sara2g.erro.tipo.boolean', 'verdadeiro ou falso', 'true or false', 'verdadero o falso'],
  ['sara2g.erro.tipo.object', 'objeto', 'object', 'objeto'],
  ['sara2g.erro.tipo.array', 'lista', 'list', 'lista'],
  ['sara2g.erro.maximo', 'Máximo de {{n}} permitido.', 'At most {{n}} allowed.', 'Máximo de {{n}} permitido.'],
  ['sara2g.erro.minimo', 'Mínimo de {{n}} exigido.', 'At least {{n}} required.', 'Mínimo de {{n}} requerido.'],
  ['sara2g.erro.maior_que', 'Deve ser maior que {{n}}.', 'Must be greater than {{n}}.', 'Debe ser mayor que {{n}}.'],
  [
    'sara2g.erro.valor_invalido',
    'Valor inválido. Valores aceitos: {{valores}}.',
    'Invalid value. Accepted values: {{valores}}.',
    'Valor inválido. Valores aceptados: {{valores}}.',
  ],
  ['sara2g.erro.formato_invalido', 'Formato inválido.', 'Invalid format.', 'Formato inválido.'],
  ['sara2g.erro.valor_invalido_generico', 'Valor inválido.', 'Invalid value.', 'Valor inválido.'],
  [
    'sara2g.erro.corpo_invalido',
    'O corpo da requisição não é um JSON válido.',
    'The request body is not valid JSON.',
    'El cuerpo de la solicitud no es un JSON válido.',
  ],
  [
    'sara2g.erro.corpo_muito_grande',
    'O conteúdo enviado é grande demais.',
    'The content sent is too large.',
    'El contenido enviado es demasiado grande.',
  ],
  [
    'sara2g.erro.tipo_conteudo',
    'Tipo de conteúdo não suportado.',
    'Unsupported content type.',
    'Tipo de contenido no soportado.',
  ],
  ['sara2g.erro.nao_encontrado', 'Registro não encontrado.', 'Record not found.', 'Registro no encontrado.'],
  ['sara2g.erro.rota_inexistente', 'Endereço inexistente.', 'No such address.', 'Dirección inexistente.'],
  [
    'sara2g.erro.conflito',
    'Conflito com um registro existente.',
    'Conflict with an existing record.',
    'Conflicto con un registro existente.',
  ],
  [
    'sara2g.erro.muitas_requisicoes',
    'Muitas tentativas. Aguarde um momento.',
    'Too many attempts. Please wait a moment.',
    'Demasiados intentos. Espere un momento.',
  ],
  ['sara2g.erro.servidor', 'Erro no servidor', 'Server error', 'Error en el servidor'],
  ['sara2g.erro.sem_conexao', 'Sem conexão com a internet', 'No internet connection', 'Sin conexión a internet'],
  [
    'sara2g.erro.processar_resposta',
    'Erro ao processar resposta do servidor.',
    'Error processing the server response.',
    'Error al procesar la respuesta del servidor.',
  ],
  [
    'sara2g.erro.coletor_outro_usuario',
    'Só é possível registrar o coletor do próprio usuário.',
    'You can only register your own collector.',
    'Solo es posible registrar el recolector del propio usuario.',
  ],
  [
    'sara2g.erro.carga_inicial',
    'Não foi possível carregar os dados iniciais.',
    'Could not load the initial data.',
    'No se pudieron cargar los datos iniciales.',
  ],
  // shared field rules (part A section 5)
  ['sara2g.ui.txt.campo_obrigatorio', 'Campo obrigatório', 'Required field', 'Campo obligatorio'],
  ['sara2g.ui.txt.data_invalida', 'Data inválida', 'Invalid date', 'Fecha inválida'],
  [
    'sara2g.ui.txt.data_anterior_a_hoje',
    'A data não pode ser anterior a hoje.',
    'The date cannot be before today.',
    'La fecha no puede ser anterior a hoy.',
  ],
  [
    'sara2g.ui.txt.limite_caracteres',
    'Limite de {{n}} caracteres atingido.',
    'Limit of {{n}} characters reached.',
    'Límite de {{n}} caracteres alcanzado.',
  ],
  ['sara2g.ui.txt.nao_informado', 'Não informado', 'Not provided', 'No informado'],
  // an open select with nothing to choose (a lab without budgets, say)
  ['sara2g.ui.txt.sem_opcoes', 'Nenhuma opção disponível', 'No options available', 'No hay opciones disponibles'],
  ['sara2g.ui.txt.cancelar', 'Cancelar', 'Cancel', 'Cancelar'],
  ['sara2g.ui.txt.ok', 'OK', 'OK', 'OK'],
  ['sara2g.ui.txt.voltar', 'Voltar', 'Back', 'Volver'],
  ['sara2g.ui.txt.buscar', 'Buscar', 'Search', 'Buscar'],
  ['sara2g.ui.txt.carregando', 'Carregando...', 'Loading...', 'Cargando...'],
  ['sara2g.ui.txt.tentar_novamente', 'Tentar novamente', 'Try again', 'Reintentar'],
  ['sara2g.ui.txt.fechar', 'Fechar', 'Close', 'Cerrar'],
  // shell, menu and navigation (part A section 2, part B section 2)
  ['sara2g.ui.menu.coletas', 'Coletas', 'Collections', 'Recolecciones'],
  ['sara2g.ui.menu.cadastrar_coleta', 'Cadastrar coleta', 'Register collection', 'Registrar recolección'],
  ['sara2g.ui.menu.agendar_coleta', 'Agendar coleta', 'Schedule collection', 'Programar recolección'],
  ['sara2g.ui.menu.historico', 'Histórico de coletas', 'Collection history', 'Historial de recolecciones'],
  ['sara2g.ui.menu.amostras', 'Amostras', 'Samples', 'Muestras'],
  ['sara2g.ui.menu.listagem', 'Listagem de amostras', 'Sample list', 'Listado de muestras'],
  ['sara2g.ui.menu.gerenciamento', 'Gerenciamento de amostras', 'Sample management', 'Gestión de muestras'],
  ['sara2g.ui.menu.laudos', 'Laudos', 'Reports', 'Informes'],
  ['sara2g.ui.menu.cadastrar_laudo', 'Cadastrar laudo', 'Upload report', 'Registrar informe'],
  ['sara2g.ui.menu.configuracoes', 'Configurações', 'Settings', 'Configuración'],
  ['sara2g.ui.menu.comunicacao', 'Comunicação', 'Notifications', 'Comunicación'],
  ['sara2g.ui.menu.integracoes', 'Integrações', 'Integrations', 'Integraciones'],
  [
    'sara2g.ui.menu.enviar_laboratorio',
    'Enviar amostras ao laboratório',
    'Send samples to the lab',
    'Enviar muestras al laboratorio',
  ],
  ['sara2g.ui.menu.sair', 'Sair', 'Log out', 'Salir'],
  ['sara2g.ui.menu.versao', 'Versão {{versao}}', 'Version {{versao}}', 'Versión {{versao}}'],
  ['sara2g.ui.menu.abrir', 'Abrir menu', 'Open menu', 'Abrir menú'],
  ['sara2g.ui.nav.agendada', 'Agendar', 'Schedule', 'Programar'],
  ['sara2g.ui.nav.coletada', 'Coletar', 'Collect', 'Recolectar'],
  ['sara2g.ui.nav.historico', 'Histórico', 'History', 'Historial'],
  ['sara2g.ui.nav.listagem', 'Amostras', 'Samples', 'Muestras'],
  ['sara2g.ui.nav.gerenciamento', 'Gerenciar', 'Manage', 'Gestionar'],
  ['sara2g.ui.nav.sair', 'Sair', 'Log out', 'Salir'],
  ['sara2g.ui.home.titulo', 'Bem-vindo ao SARA', 'Welcome to SARA', 'Le damos la bienvenida a SARA'],
  [
    'sara2g.ui.home.texto',
    'Escolha uma opção no menu para começar.',
    'Pick an option in the menu to start.',
    'Elija una opción del menú para comenzar.',
  ],
  ['sara2g.ui.load_init.carregando', 'Preparando seus dados...', 'Preparing your data...', 'Preparando sus datos...'],
  [
    'sara2g.ui.offline.aviso',
    'Você está sem conexão. O que fizer será enviado quando a conexão voltar.',
    'You are offline. What you do will be sent when the connection returns.',
    'Está sin conexión. Lo que haga se enviará cuando vuelva la conexión.',
  ],
  [
    'sara2g.ui.offline.aviso_login',
    'Você está sem conexão. Para entrar é preciso internet.',
    'You are offline. Logging in needs a connection.',
    'Está sin conexión. Para iniciar sesión necesita internet.',
  ],
];

export const TEXTS: readonly TextEntry[] = [
  ...acesso.map(([token, ptBr, enUs, esEs]) => ({ token, ptBr, enUs, esEs, tags: ['acesso'] })),
  ...[
    ...sara2g,
    ...RULES_TEXTS,
    ...WEB_TEXTS,
    ...SAMPLES_TEXTS,
    ...SUPPORT_TEXTS,
    ...WEB_SCHEDULING_TEXTS,
    ...WEB_COLLECTION_TEXTS,
    ...HISTORY_TEXTS,
    ...MY_SAMPLES_TEXTS,
    ...MANAGEMENT_TEXTS,
    ...LISTS_TEXTS,
    ...COLLECTION_EXTRA_TEXTS,
  ].map(([token, ptBr, enUs, esEs]) => ({
    token,
    ptBr,
    enUs,
    esEs,
    tags: [token.startsWith('acesso.') ? 'acesso' : 'sara2g'],
  })),
];
