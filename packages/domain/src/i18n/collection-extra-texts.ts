/** Catalogue rows of the finalize and view modes of the collection screen, QR scan, recollection and the outbox: [token, pt-BR, en, es]. */
export const COLLECTION_EXTRA_TEXTS: [string, string, string, string][] = [
  // QR code reader (shared widget)
  ['sara2g.ui.qr.ler', 'Ler QR code', 'Scan QR code', 'Leer código QR'],
  ['sara2g.ui.qr.titulo', 'Leitura de QR code', 'QR code scan', 'Lectura de código QR'],
  ['sara2g.ui.qr.fechar', 'Fechar', 'Close', 'Cerrar'],
  ['sara2g.ui.qr.lido', 'Código lido', 'Code read', 'Código leído'],
  ['sara2g.ui.qr.lanterna_ligar', 'Ligar lanterna', 'Turn flashlight on', 'Encender linterna'],
  ['sara2g.ui.qr.lanterna_desligar', 'Desligar lanterna', 'Turn flashlight off', 'Apagar linterna'],
  ['sara2g.ui.qr.trocar_camera', 'Trocar câmera', 'Switch camera', 'Cambiar cámara'],
  [
    'sara2g.ui.qr.sem_camera',
    'Nenhuma câmera encontrada neste aparelho.',
    'No camera was found on this device.',
    'No se encontró ninguna cámara en este dispositivo.',
  ],
  [
    'sara2g.ui.qr.sem_permissao',
    'Sem permissão para usar a câmera. Libere o acesso à câmera nas configurações e tente novamente.',
    'No permission to use the camera. Allow camera access in the settings and try again.',
    'Sin permiso para usar la cámara. Permita el acceso a la cámara en la configuración e inténtelo de nuevo.',
  ],
  // finalize and view modes
  [
    'sara2g.ui.coleta.titulo_finalizar',
    'Finalizar coleta agendada',
    'Finalize scheduled collection',
    'Finalizar recolección programada',
  ],
  ['sara2g.ui.coleta.titulo_visualizar', 'Visualizar coleta', 'View collection', 'Ver recolección'],
  ['sara2g.ui.coleta.finalizar', 'Finalizar coleta', 'Finalize collection', 'Finalizar recolección'],
  [
    'sara2g.ui.coleta.finalizada',
    'Coleta agendada finalizada com sucesso.',
    'Scheduled collection finalized.',
    'Recolección programada finalizada con éxito.',
  ],
  ['sara2g.ui.coleta.resumo', 'Dados do agendamento', 'Scheduling details', 'Datos de la programación'],
  ['sara2g.ui.coleta.dataAgendada', 'Data agendada', 'Scheduled date', 'Fecha programada'],
  ['sara2g.ui.coleta.tipoAmostragem', 'Tipo de amostragem', 'Sampling type', 'Tipo de muestreo'],
  ['sara2g.ui.coleta.nomeEmpresaColetora', 'Empresa coletora', 'Collecting company', 'Empresa recolectora'],
  ['sara2g.ui.coleta.nomePessoaColetora', 'Pessoa coletora', 'Collector', 'Recolector'],
  [
    'sara2g.ui.coleta.agendamento_nao_encontrado',
    'Agendamento não encontrado ou já finalizado.',
    'Scheduled collection not found or already finalized.',
    'Programación no encontrada o ya finalizada.',
  ],
  ['sara2g.ui.coleta.carregando', 'Carregando...', 'Loading...', 'Cargando...'],
  // recollection (RAMA)
  // 'Remuestreo': 'Nueva recolección' is the new-collection button's name
  ['sara2g.ui.coleta.recoleta', 'Recoleta', 'Re-collection', 'Remuestreo'],
  [
    'sara2g.ui.coleta.recoleta_titulo',
    'Amostra recoletada',
    'Sample to re-collect',
    'Muestra que se vuelve a recolectar',
  ],
  [
    'sara2g.ui.coleta.recoleta_instrucao',
    'Informe o código de rastreamento da amostra anterior ou busque entre as suas amostras.',
    'Enter the tracking code of the previous sample or search your samples.',
    'Ingrese el código de rastreo de la muestra anterior o busque entre sus muestras.',
  ],
  [
    'sara2g.ui.coleta.recoleta_codigo',
    // short enough for the 280 px dialog beside the QR button; the instruction above names the tracking code
    'Código da amostra anterior',
    'Previous sample code',
    'Código anterior',
  ],
  ['sara2g.ui.coleta.recoleta_buscar', 'Buscar', 'Search', 'Buscar'],
  [
    'sara2g.ui.coleta.recoleta_nenhuma',
    'Nenhuma amostra anterior encontrada com este código.',
    'No previous sample found with this code.',
    'No se encontró ninguna muestra anterior con este código.',
  ],
  [
    'sara2g.ui.coleta.recoleta_de',
    'Recoleta da amostra {{codigo}}',
    'Re-collection of sample {{codigo}}',
    'Remuestreo de la muestra {{codigo}}',
  ],
  // supplier and camera
  [
    'sara2g.ui.coleta.rastreamento_sem_conexao',
    'Sem conexão: o produto e o fornecedor deste código serão preenchidos no envio.',
    'No connection: the product and supplier of this code will be filled in when it is sent.',
    'Sin conexión: el producto y el proveedor de este código se completarán en el envío.',
  ],
  [
    'sara2g.ui.coleta.produto_pelo_codigo',
    'O produto vem do código de rastreamento.',
    'The product comes from the tracking code.',
    'El producto viene del código de rastreo.',
  ],
  [
    'sara2g.ui.coleta.fornecedor_pelo_codigo',
    'Informe o código de rastreamento: ele traz o fornecedor.',
    'Enter the tracking code to fill in the supplier.',
    'Ingrese el código de rastreo para completar el proveedor.',
  ],
  [
    'sara2g.ui.coleta.fornecedor_nao_informado',
    'Fornecedor não identificado',
    'Supplier not identified',
    'Proveedor no identificado',
  ],
  [
    'sara2g.ui.coleta.foto_limite',
    'Cada amostra aceita até {{n}} fotos; as demais foram deixadas de fora.',
    'Each sample takes up to {{n}} photos; the others were left out.',
    'Cada muestra acepta hasta {{n}} fotos; las demás quedaron fuera.',
  ],
  [
    'sara2g.ui.coleta.foto_ilegivel_one',
    'Não foi possível ler a foto {{arquivos}}. Tire ou escolha outra.',
    'Could not read the photo {{arquivos}}. Take or choose another.',
    'No se pudo leer la foto {{arquivos}}. Tome o elija otra.',
  ],
  [
    'sara2g.ui.coleta.foto_ilegivel_other',
    'Não foi possível ler as fotos {{arquivos}}. Tire ou escolha outras.',
    'Could not read the photos {{arquivos}}. Take or choose others.',
    'No se pudieron leer las fotos {{arquivos}}. Tome o elija otras.',
  ],
  ['sara2g.ui.coleta.processando_fotos', 'Preparando as fotos…', 'Preparing the photos...', 'Preparando las fotos...'],
  [
    'sara2g.ui.coleta.falha_camera',
    'Não foi possível capturar a foto.',
    'The photo could not be captured.',
    'No se pudo capturar la foto.',
  ],
];
