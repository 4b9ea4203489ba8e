import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import { LABS, PROGRAMS } from '@sara/domain/constants';
import type { ResultadoLaudo, ResultadoParametro, Situacao, StatusSistema } from '@sara/domain/enums';
import type { Db } from '../client.ts';
import type {
  Agrupador,
  Amostra,
  AmostraArquivo,
  AmostraCampoPrograma,
  AmostraHistoricoStatus,
  AmostraMotivoColetaNaoRealizada,
  Arquivo,
  ContestacaoLaudo,
  ContestacaoLaudoMensagem,
  ContestacaoLaudoMensagemArquivo,
  Laudo,
  ParametroLaudo,
  PlanoAcao,
  PlanoAcaoArquivo,
  ResolucaoPlanoAcao,
  RevisaoLaudo,
  RevisaoLaudoArquivo,
} from '../samples-schema.ts';
import {
  DEMO_CAMPO,
  DEMO_EMPRESA as E,
  DEMO_PESSOA as P,
  DEMO_PRODUTO,
  DEMO_VAREJO,
  demoAgrupadorId,
} from './demo-ids.ts';
import { makeJpeg, makePdf } from './media.ts';
import { LABORATORIOS, PRODUTOS_EMPRESA, type DemoAccess } from './reference.ts';
import { GROUPS, type GroupPlan, type ItemPlan, type Outcome, type ProdutoKey } from './samples-plan.ts';
import { NOME_PRODUTO, TIPO_PRODUTO, TrackingBuilder } from './tracking.ts';

/**
 * An environmental item's matrix (water, soil) as the app registers it: a company product of the
 * group's company, since environmental programs are not traceable (part A section 5).
 */
function environmentalProduct(idEmpresa: number, produto: ProdutoKey | undefined): number {
  const nome = produto ? NOME_PRODUTO[produto] : undefined;
  const found = PRODUTOS_EMPRESA.find((p) => p.idEmpresa === idEmpresa && p.nome === nome);
  if (!found) throw new Error(`demo plan: no company product '${nome}' for company ${idEmpresa}`);
  return found.idProdutoEmpresa;
}
import { DemoCalendar, demoUuid, ean13, insertBatches, prng, syncSequence } from './util.ts';

const FINAL: Record<Outcome, StatusSistema | null> = {
  rascunho: null,
  agendada: 'AMOSTRA_AGENDADA',
  nova: 'AMOSTRA_NOVA',
  nao_realizada: 'AMOSTRA_NOVA',
  rejeitada: 'AMOSTRA_REJEITADA',
  rejeitada_agendada: 'AMOSTRA_REJEITADA',
  aguardando: 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA',
  laudo_reprovado: 'AMOSTRA_NOVA',
  sem_problema: 'LAUDO_SEM_PROBLEMA',
  revisao_dupla: 'LAUDO_SEM_PROBLEMA',
  plano: 'LAUDO_EM_PLANO_DE_ACAO',
  plano_atraso: 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO',
  plano_aguardando: 'AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO',
  plano_finalizado: 'LAUDO_EM_PLANO_DE_ACAO_FINALIZADO',
  plano_finalizado_v1: 'LAUDO_EM_PLANO_DE_ACAO_FINALIZADO',
  plano_reprovado: 'LAUDO_EM_PLANO_DE_ACAO',
  contestado: 'LAUDO_CONTESTADO',
  contestacao_rascunho: 'LAUDO_EM_PLANO_DE_ACAO',
  contestacao_procedente: 'LAUDO_SEM_PROBLEMA',
  contestacao_improcedente: 'LAUDO_EM_PLANO_DE_ACAO',
};

/** The situacao that goes with a statusSistema (DESIGN.md section 4). */
export function situacaoOf(status: StatusSistema | null): Situacao {
  switch (status) {
    case null:
      return 'rascunho';
    case 'AMOSTRA_AGENDADA':
      return 'agendada';
    case 'AMOSTRA_NOVA':
      return 'coletada';
    case 'AMOSTRA_REJEITADA':
      return 'rejeitada';
    default:
      return 'analisada';
  }
}

const SCHEDULED: Outcome[] = ['agendada', 'rejeitada_agendada'];
const hasReport = (o: Outcome) =>
  !['rascunho', 'agendada', 'nova', 'nao_realizada', 'rejeitada', 'rejeitada_agendada'].includes(o);

/** Pesticides with a limit (mg/kg) used in the food reports. */
const SUBSTANCIAS: [string, number][] = [
  ['Acetamiprido', 0.5],
  ['Azoxistrobina', 1.0],
  ['Boscalida', 2.0],
  ['Clorotalonil', 2.0],
  ['Difenoconazol', 0.5],
  ['Imidacloprido', 0.5],
  ['Lambda-cialotrina', 0.1],
  ['Tebuconazol', 0.2],
  ['Tiametoxam', 0.2],
  ['Abamectina', 0.02],
  ['Ditiocarbamatos (CS2)', 1.0],
];
/** Banned in Brazil: found at all means 'proibida'. */
const PROIBIDAS = ['Carbendazim', 'Paraquate', 'Metamidofós'];
/** Not authorised for the crop: found means 'nao_autorizada'. */
const NAO_AUTORIZADAS = ['Clorpirifós', 'Procimidona', 'Fipronil'];
/** Environmental parameters with their limits (mg/L for water, mg/kg for soil). */
const PARAMETROS_AGUA: [string, number][] = [
  ['Chumbo total', 0.01],
  ['Cádmio total', 0.001],
  ['Arsênio total', 0.01],
  ['Mercúrio total', 0.0002],
  ['Nitrato (como N)', 10],
  ['Cromo total', 0.05],
];
const PARAMETROS_SOLO: [string, number][] = [
  ['Chumbo', 180],
  ['Cádmio', 3],
  ['Arsênio', 35],
  ['Cobre', 200],
  ['Zinco', 450],
  ['Níquel', 70],
];

const ALVOS: Partial<Record<ProdutoKey, string>> = {
  morango: 'Botrytis cinerea (mofo-cinzento)',
  tomate: 'Tuta absoluta (traça-do-tomateiro)',
  alface: 'Bremia lactucae (míldio)',
  maca: 'Grapholita molesta (mariposa-oriental)',
  pimentao: 'Frankliniella schultzei (tripes)',
  uva: 'Plasmopara viticola (míldio)',
};

const COR: Partial<Record<ProdutoKey, [number, number, number]>> = {
  tomate: [200, 40, 30],
  morango: [190, 20, 50],
  alface: [90, 160, 60],
  pimentao: [40, 130, 40],
  batata: [180, 140, 80],
  cenoura: [230, 120, 30],
  cebola: [200, 170, 120],
  maca: [170, 30, 30],
  banana: [230, 200, 60],
  laranja: [240, 150, 20],
  uva: [120, 150, 60],
  polpaMorango: [170, 20, 60],
  aguaSuperficial: [70, 120, 160],
  aguaSubterranea: [90, 140, 170],
  aguaConsumo: [120, 170, 210],
  soloAgricola: [110, 70, 40],
  sedimento: [90, 80, 60],
};

const PREFIXO_LAB: Record<number, string> = {
  [LABS.integrated]: 'AGS',
  [LABS.others]: 'EXT',
  [LABS.external3]: 'LQ',
  [LABS.external4]: 'LSA',
  [LABS.external5]: 'QA',
  [LABS.external6]: 'IAV',
};

const ROTULO_RESULTADO: Record<ResultadoLaudo, string> = {
  satisfatorio: 'Satisfatório',
  insatisfatorio: 'Insatisfatório',
  disponivel: 'Disponível',
  nao_disponivel: 'Não disponível',
  lmr: '> LMR',
};
const ROTULO_PARAMETRO: Record<ResultadoParametro, string> = {
  proibida: 'Proibida',
  conforme: 'Conforme',
  inconforme: '> LMR',
  nao_autorizada: 'Não autorizada',
  nao_se_aplica: 'Não se aplica',
};

const OBSERVACOES = [
  'Produto refrigerado a 8 °C no momento da coleta.',
  'Embalagem íntegra, lote identificado na etiqueta.',
  'Coleta realizada na área de recebimento da loja.',
  null,
  null,
  'Amostra acondicionada em caixa térmica com gelo reciclável.',
];

const PESSOA_NOME: Record<number, string> = {
  [P.amostrador]: 'Amanda Amostradora',
  [P.carlos]: 'Carlos Eduardo Ribeiro',
  [P.juliana]: 'Juliana Pereira Santos',
  [P.roberto]: 'Roberto Alves Lima',
  [P.helena]: 'Helena Vasconcelos',
  [P.marcos]: 'Marcos Tadeu Oliveira',
};
const USUARIO_DA_PESSOA: Record<number, string> = {
  [P.admin]: 'admin',
  [P.gestor]: 'gestor',
  [P.amostrador]: 'amostrador',
  [P.fornecedor]: 'fornecedor',
  [P.varejo]: 'varejo',
};

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** A quantity as a Brazilian laboratory prints it: decimal comma, three places, with its unit. */
const QUANTIDADE = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const quantidade = (v: number | null | undefined, unidade: string) =>
  v === null || v === undefined ? '-' : `${QUANTIDADE.format(v)} ${unidade}`;

interface Step {
  day: number;
  hour: number;
  evento: string;
  para: StatusSistema | null;
  usuario: string | null;
  motivo?: string;
}

/** All rows of the demo samples, built in memory and inserted table by table. */
class SampleRows {
  readonly agrupadores: Insertable<Agrupador>[] = [];
  readonly amostras: Insertable<Amostra>[] = [];
  readonly campos: Insertable<AmostraCampoPrograma>[] = [];
  readonly motivos: Insertable<AmostraMotivoColetaNaoRealizada>[] = [];
  readonly arquivos: Insertable<Arquivo>[] = [];
  readonly amostraArquivos: Insertable<AmostraArquivo>[] = [];
  readonly historico: Insertable<AmostraHistoricoStatus>[] = [];
  readonly laudos: Insertable<Laudo>[] = [];
  readonly revisoes: Insertable<RevisaoLaudo>[] = [];
  readonly revisaoArquivos: Insertable<RevisaoLaudoArquivo>[] = [];
  readonly parametroRows: Insertable<ParametroLaudo>[] = [];
  readonly planos: Insertable<PlanoAcao>[] = [];
  readonly planoArquivos: Insertable<PlanoAcaoArquivo>[] = [];
  readonly resolucoes: Insertable<ResolucaoPlanoAcao>[] = [];
  readonly contestacoes: Insertable<ContestacaoLaudo>[] = [];
  readonly mensagens: Insertable<ContestacaoLaudoMensagem>[] = [];
  readonly mensagemArquivos: Insertable<ContestacaoLaudoMensagemArquivo>[] = [];
  readonly tracking = new TrackingBuilder();
  /** idAmostra of each planned item: `${group}.${index}`. */
  readonly ids = new Map<string, number>();
  private readonly rnd = prng(20260101);
  private codigoSeq = 0;
  private lacreSeq = 104_250;
  private insatisfatorios = 0;
  /** Events of today never lie after the moment of seeding. */
  private readonly now = new Date();

  constructor(
    private readonly cal: DemoCalendar,
    private readonly access: DemoAccess,
  ) {}

  /** The instant of a past event: today's events at a later hour are moved to just before now. */
  private past(day: number, hour: number, minute = 0): Date {
    const at = this.cal.instant(day, hour, minute);
    return at < this.now ? at : new Date(this.now.getTime() - 60_000);
  }

  private user(username: string | null): number | null {
    return username ? (this.access.userIds[username] ?? null) : null;
  }

  private addFile(
    nome: string,
    idTipoArquivo: 1 | 2 | 3,
    contentType: string,
    conteudo: Buffer,
    idPessoa: number | null,
    dataCriacao: Date,
  ): string {
    const idArquivo = demoUuid('f1000000', this.arquivos.length + 1);
    this.arquivos.push({
      idArquivo,
      nome,
      idTipoArquivo,
      contentType,
      tamanho: conteudo.length,
      sha256: sha256(conteudo),
      conteudo,
      idPessoa,
      idUsuario: idPessoa !== null ? this.user(USUARIO_DA_PESSOA[idPessoa] ?? null) : null,
      dataCriacao,
    });
    return idArquivo;
  }

  addGroup(g: GroupPlan) {
    const cal = this.cal;
    const ambiental = g.programa === PROGRAMS.environmentalWater || g.programa === PROGRAMS.environmentalSoil;
    const outcomes = g.itens.map((i) => i.outcome);
    const situacaoGrupo = outcomes.every((o) => o === 'rascunho')
      ? 'rascunho'
      : outcomes.every((o) => SCHEDULED.includes(o))
        ? 'agendada'
        : 'coletada';
    const agendadaPrimeiro = situacaoGrupo === 'agendada' || g.agendadaAntes === true;
    const createdDay = agendadaPrimeiro ? Math.min(g.day, 0) - 3 : g.day;
    const createdAt = this.past(createdDay, agendadaPrimeiro ? 16 : g.hour + 1, 10);
    const dataAgendada = agendadaPrimeiro ? cal.timestamp(g.day, g.hour) : null;
    const dataColeta = situacaoGrupo === 'agendada' ? null : cal.timestamp(g.day, g.hour, 30);
    const idAgrupador = demoAgrupadorId(g.n);
    const responsavelColeta = g.responsavelColeta ?? (g.coletor !== null ? PESSOA_NOME[g.coletor]! : null);
    const cadastrante = USUARIO_DA_PESSOA[g.cadastrante] ?? null;
    const varejoNome =
      g.varejo === DEMO_VAREJO.bomPreco
        ? 'Supermercados Bom Preço'
        : g.varejo === DEMO_VAREJO.redeSol
          ? 'Rede Sol Atacarejo'
          : null;
    let lastChange = createdAt;

    const items = g.itens.map((item, index) => {
      const idAmostra = this.amostras.length + 1;
      this.ids.set(`${g.n}.${index}`, idAmostra);
      const status = FINAL[item.outcome];
      const collected = !SCHEDULED.includes(item.outcome);
      const steps = this.itemSteps(g, item, agendadaPrimeiro, createdDay);
      const last = steps.at(-1)!;
      const lastAt = this.past(last.day, last.hour, 20);
      if (lastAt > lastChange) lastChange = lastAt;
      this.addHistory(idAmostra, steps);

      // Tracking: traceable programs always, optional-traceability when ticked.
      let codigoRastreamento: string | null = null;
      let idTipoProduto: number | null = null;
      let idProdutoProcessado: number | null = null;
      let idObjetoRastreado: number | null = null;
      const tracked = item.produto && !ambiental && (g.programa === PROGRAMS.rama || g.rastreamento);
      if (tracked && (item.outcome !== 'agendada' || item.recoletaDe)) {
        if (item.processado) {
          codigoRastreamento = 'PP260002';
          this.tracking.polpaMorango(codigoRastreamento, item.fornecedor!);
          idTipoProduto = TIPO_PRODUTO.processado;
          idProdutoProcessado = 9002;
        } else {
          this.codigoSeq++;
          codigoRastreamento = `HF26${pad(this.codigoSeq, 4)}`;
          this.tracking.inNatura(codigoRastreamento, item.produto!, item.fornecedor!, varejoNome, this.codigoSeq);
          idTipoProduto = TIPO_PRODUTO.inNatura;
        }
        idObjetoRastreado = 7_000_000 + this.tracking.rastreamentos.length;
      } else if (item.produto && !ambiental) {
        idTipoProduto = TIPO_PRODUTO.inNatura;
      }

      const coletaRealizada = collected && item.outcome !== 'rascunho' && !item.motivos?.length;
      const labCode =
        collected && item.outcome !== 'rascunho' && (g.lab !== LABS.integrated || g.day <= -3)
          ? `${PREFIXO_LAB[g.lab]}-26-${pad(10_000 + idAmostra * 37, 5)}`
          : null;
      const integrated = g.lab === LABS.integrated && labCode !== null;
      const packaged = item.produtoEmpresa !== undefined || item.processado;
      const rejectionReason =
        item.outcome === 'rejeitada'
          ? 'Lacre violado na chegada ao laboratório.'
          : item.outcome === 'rejeitada_agendada'
            ? 'Produto indisponível no fornecedor na data agendada.'
            : null;
      const observacao =
        rejectionReason ??
        (item.motivos?.length ? 'Gôndola sem o produto em condições de coleta no momento da visita.' : null) ??
        (collected ? this.rnd.pick(OBSERVACOES) : null);
      const recoletada = item.recoletaDe ? this.ids.get(`${item.recoletaDe.grupo}.${item.recoletaDe.item}`) : undefined;

      const row: Insertable<Amostra> = {
        idAmostra,
        idAgrupador,
        idLaboratorio: g.lab,
        idEmpresa: g.empresa,
        idProgramaAmostra: g.programa,
        idLocalAmostra: g.local ?? null,
        idPessoaColetor: g.coletor,
        idPessoaCadastrante: g.cadastrante,
        idProdutoEmpresa: item.produtoEmpresa ?? (ambiental ? environmentalProduct(g.empresa, item.produto) : null),
        idObjetoRastreado,
        idObjetoAmostra: codigoRastreamento ? 8_000_000 + idAmostra : null,
        situacao: situacaoOf(status),
        statusSistema: status,
        dataColeta: collected ? dataColeta : null,
        dataAgendada,
        dataFabricacao: packaged && collected ? cal.date(g.day - 6) : null,
        dataValidade: packaged && collected ? cal.date(g.day + 20) : null,
        dataCriacao: createdAt,
        dataAtualizacao: lastAt,
        responsavelColeta,
        lote: collected
          ? `L${cal
              .date(g.day - 2)
              .replace(/-/g, '')
              .slice(2)}${'ABCDEF'[index]}`
          : null,
        numeroLacre: collected && !(item.outcome === 'rascunho' && index > 0) ? `LC${pad(this.lacreSeq++, 7)}` : null,
        codigoEAN:
          collected && !ambiental && (g.varejo === DEMO_VAREJO.bomPreco || packaged)
            ? ean13(`7891234${pad(idAmostra * 13, 5)}`)
            : null,
        observacao,
        idTipoProduto,
        idProdutoProcessado,
        codigoRastreamento,
        idDistribuidor: item.fornecedor ?? null,
        idVarejo: g.varejo ?? null,
        tipoFornecedor: null,
        idProduto: item.produto && !ambiental ? DEMO_PRODUTO[item.produto] : null,
        atrasada: item.outcome === 'plano_atraso',
        contestada: ['contestado', 'contestacao_procedente', 'contestacao_improcedente'].includes(item.outcome),
        contestacaoFinalizada: ['contestacao_procedente', 'contestacao_improcedente'].includes(item.outcome),
        coletaRealizada,
        finalizado: item.outcome !== 'rascunho',
        localAmostra: g.ambiental?.local ?? null,
        responsavelAmostraAmbiental: g.ambiental?.responsavel ?? null,
        temConformidade: g.ambiental ? g.ambiental.temConformidade : null,
        idNormaAmbiental: g.ambiental?.norma ?? null,
        idAmostraRecoletada: recoletada ?? null,
        isRecoleta: recoletada !== undefined,
        codigoAgrosafety: labCode,
        codigoMylims: integrated ? `MYL-${pad(500_000 + idAmostra * 11, 6)}` : null,
        idOrcamento: g.orcamento,
        idSQSAmostraAgrosafety: integrated ? crypto.createHash('md5').update(`sqs-${idAmostra}`).digest('hex') : null,
        statusSQSAgrosafety: integrated ? 'success' : 'pending',
        idSampleMyLims: integrated ? String(300_000 + idAmostra * 11) : null,
        motivoRejeicao: rejectionReason,
        dataRejeicao: rejectionReason ? lastAt : null,
      };
      this.amostras.push(row);

      for (const motivo of item.motivos ?? []) this.motivos.push({ idAmostra, motivo });
      if (collected && item.outcome !== 'agendada') this.addProgramFields(idAmostra, g);
      const photos = item.outcome === 'rascunho' ? (index === 0 ? 1 : 0) : collected ? 1 + (idAmostra % 2) : 0;
      for (let p = 0; p < photos; p++) {
        const color = COR[item.produto ?? 'tomate'] ?? [150, 120, 90];
        const shade: [number, number, number] = [
          Math.max(0, color[0] - p * 25),
          Math.max(0, color[1] - p * 25),
          Math.max(0, color[2] - p * 25),
        ];
        const nome = `IMG_${cal.date(g.day).replace(/-/g, '')}_${pad(g.hour, 2)}${pad(30 + p, 2)}${pad(idAmostra, 3)}.jpg`;
        const idArquivo = this.addFile(nome, 2, 'image/jpeg', makeJpeg(shade), g.coletor ?? g.cadastrante, createdAt);
        this.amostraArquivos.push({ idAmostra, idArquivo, ordem: p });
      }
      if (hasReport(item.outcome)) this.addReport(g, item, idAmostra, codigoRastreamento);
      return row;
    });

    this.agrupadores.push({
      idAgrupador,
      situacao: situacaoGrupo,
      finalizado: situacaoGrupo !== 'rascunho',
      idLaboratorio: g.lab,
      idOrcamento: g.orcamento,
      idProgramaAmostra: g.programa,
      idLocalAmostra: g.local ?? null,
      idVarejo: g.varejo ?? null,
      dataAgendada,
      dataColeta,
      responsavelColeta,
      idPessoaColetor: g.coletor,
      idPessoaCadastrante: g.cadastrante,
      idEmpresa: g.empresa,
      temConformidade: g.ambiental ? g.ambiental.temConformidade : null,
      idNormaAmbiental: g.ambiental?.norma ?? null,
      responsavelAmostraAmbiental: g.ambiental?.responsavel ?? null,
      localAmostra: g.ambiental?.local ?? null,
      tipoAmostragem: g.ambiental?.tipoAmostragem ?? null,
      rastreamento: g.rastreamento ?? false,
      hashRequisicao: null,
      idUsuarioCriacao: this.user(cadastrante),
      dataCriacao: createdAt,
      dataAtualizacao: lastChange,
    });
    return items;
  }

  private addProgramFields(idAmostra: number, g: GroupPlan) {
    const C = DEMO_CAMPO;
    const values: [number, string][] =
      g.programa === PROGRAMS.environmentalWater
        ? [
            [C.aguaPontoColeta, `P${1 + (idAmostra % 4)} - margem esquerda, 0,30 m de profundidade`],
            [C.aguaTemperatura, `${20 + (idAmostra % 6)},${idAmostra % 10} °C`],
            [C.aguaDataUltimaChuva, this.cal.timestamp(g.day - 3, 0)],
          ]
        : g.programa === PROGRAMS.environmentalSoil
          ? [
              [C.soloProfundidade, idAmostra % 2 ? '0-20 cm' : '20-40 cm'],
              [C.soloDataPreparo, this.cal.timestamp(g.day - 40, 0)],
            ]
          : g.programa === PROGRAMS.own
            ? [[C.proprioTemperatura, `${6 + (idAmostra % 4)} °C`]]
            : [];
    for (const [idCampoPrograma, valor] of values) this.campos.push({ idAmostra, idCampoPrograma, valor });
  }

  /** Report timeline of a collected item: received the day after, issued within a week, approved the day after. */
  private reportDays(day: number) {
    const laudo = day + Math.min(7, Math.max(1, -day - 2));
    return { recebimento: day + 1, laudo, aprovacao: laudo + 1 };
  }

  private itemSteps(g: GroupPlan, item: ItemPlan, agendadaPrimeiro: boolean, createdDay: number): Step[] {
    const cadastrante = USUARIO_DA_PESSOA[g.cadastrante] ?? null;
    const avaliador = g.varejo === DEMO_VAREJO.bomPreco ? 'varejo' : 'gestor';
    const o = item.outcome;
    if (o === 'rascunho')
      return [{ day: g.day, hour: g.hour + 1, evento: 'salvar_rascunho', para: null, usuario: cadastrante }];
    const steps: Step[] = [];
    if (agendadaPrimeiro)
      steps.push({ day: createdDay, hour: 16, evento: 'agendar', para: 'AMOSTRA_AGENDADA', usuario: cadastrante });
    if (o === 'agendada') return steps;
    if (o === 'rejeitada_agendada') {
      steps.push({
        day: g.day,
        hour: g.hour + 2,
        evento: 'rejeitar',
        para: 'AMOSTRA_REJEITADA',
        usuario: 'gestor',
        motivo: 'Produto indisponível no fornecedor na data agendada.',
      });
      return steps;
    }
    steps.push({
      day: g.day,
      hour: g.hour + 1,
      evento: agendadaPrimeiro ? 'finalizar_agendada' : 'registrar_coleta',
      para: 'AMOSTRA_NOVA',
      usuario: cadastrante,
    });
    if (o === 'nova' || o === 'nao_realizada') return steps;
    if (o === 'rejeitada') {
      steps.push({
        day: g.day + 1,
        hour: 11,
        evento: 'rejeitar',
        para: 'AMOSTRA_REJEITADA',
        usuario: 'gestor',
        motivo: 'Lacre violado na chegada ao laboratório.',
      });
      return steps;
    }
    const d = this.reportDays(g.day);
    const a = d.aprovacao;
    steps.push({
      day: d.laudo,
      hour: 15,
      evento: 'laudo_recebido',
      para: 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA',
      usuario: null,
    });
    if (o === 'aguardando') return steps;
    if (o === 'laudo_reprovado') {
      steps.push({
        day: a,
        hour: 10,
        evento: 'reprovar_laudo',
        para: 'AMOSTRA_NOVA',
        usuario: 'gestor',
        motivo: 'Data de coleta do laudo diverge da amostra; solicitada correção ao laboratório.',
      });
      return steps;
    }
    if (o === 'sem_problema' || o === 'revisao_dupla') {
      steps.push({ day: a, hour: 10, evento: 'aprovar_laudo', para: 'LAUDO_SEM_PROBLEMA', usuario: 'gestor' });
      return steps;
    }
    steps.push({ day: a, hour: 10, evento: 'aprovar_laudo', para: 'LAUDO_EM_PLANO_DE_ACAO', usuario: 'gestor' });
    const finalizar = (day: number): Step => ({
      day,
      hour: 17,
      evento: 'finalizar_plano',
      para: 'AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO',
      usuario: 'fornecedor',
    });
    switch (o) {
      case 'plano_atraso':
        steps.push({
          day: a + 15,
          hour: 1,
          evento: 'prazo_plano_vencido',
          para: 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO',
          usuario: null,
        });
        break;
      case 'plano_aguardando':
        steps.push(finalizar(a + 3));
        break;
      case 'plano_finalizado':
        steps.push(
          finalizar(a + 3),
          {
            day: a + 5,
            hour: 11,
            evento: 'reprovar_plano',
            para: 'LAUDO_EM_PLANO_DE_ACAO',
            usuario: avaliador,
            motivo: MOTIVO_REPROVACAO,
          },
          finalizar(a + 8),
          {
            day: a + 11,
            hour: 11,
            evento: 'aprovar_plano',
            para: 'LAUDO_EM_PLANO_DE_ACAO_FINALIZADO',
            usuario: avaliador,
          },
        );
        break;
      case 'plano_finalizado_v1':
        steps.push(finalizar(a + 3), {
          day: a + 5,
          hour: 11,
          evento: 'aprovar_plano',
          para: 'LAUDO_EM_PLANO_DE_ACAO_FINALIZADO',
          usuario: avaliador,
        });
        break;
      case 'plano_reprovado':
        steps.push(finalizar(a + 3), {
          day: a + 5,
          hour: 11,
          evento: 'reprovar_plano',
          para: 'LAUDO_EM_PLANO_DE_ACAO',
          usuario: avaliador,
          motivo: MOTIVO_REPROVACAO,
        });
        break;
      case 'contestado':
        steps.push({ day: a + 2, hour: 14, evento: 'contestar', para: 'LAUDO_CONTESTADO', usuario: 'fornecedor' });
        break;
      case 'contestacao_procedente':
        steps.push(
          { day: a + 2, hour: 14, evento: 'contestar', para: 'LAUDO_CONTESTADO', usuario: 'fornecedor' },
          {
            day: a + 6,
            hour: 15,
            evento: 'nova_revisao_laudo',
            para: 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA',
            usuario: null,
          },
          { day: a + 7, hour: 10, evento: 'aprovar_laudo', para: 'LAUDO_SEM_PROBLEMA', usuario: 'gestor' },
        );
        break;
      case 'contestacao_improcedente':
        steps.push(
          { day: a + 2, hour: 14, evento: 'contestar', para: 'LAUDO_CONTESTADO', usuario: 'fornecedor' },
          {
            day: a + 5,
            hour: 16,
            evento: 'encerrar_contestacao',
            para: 'LAUDO_EM_PLANO_DE_ACAO',
            usuario: 'gestor',
            motivo: 'Contestação improcedente: a contraprova confirmou o resultado.',
          },
        );
        break;
      default:
        break;
    }
    return steps;
  }

  private addHistory(idAmostra: number, steps: Step[]) {
    let de: StatusSistema | null = null;
    let situacaoDe: Situacao | null = null;
    for (const s of steps) {
      const situacaoPara = situacaoOf(s.para);
      this.historico.push({
        idAmostra,
        evento: s.evento,
        statusSistemaDe: de,
        statusSistemaPara: s.para,
        situacaoDe,
        situacaoPara,
        idUsuario: this.user(s.usuario),
        motivo: s.motivo ?? null,
        data: this.past(s.day, s.hour, 20),
      });
      de = s.para;
      situacaoDe = situacaoPara;
    }
  }

  private buildParametros(
    resultado: ResultadoLaudo,
    programa: number,
    seed: number,
  ): Omit<Insertable<ParametroLaudo>, 'idRevisaoLaudo'>[] {
    const r = prng(seed);
    const round3 = (v: number) => Math.round(v * 1000) / 1000;
    if (programa === PROGRAMS.environmentalWater || programa === PROGRAMS.environmentalSoil) {
      const water = programa === PROGRAMS.environmentalWater;
      return (water ? PARAMETROS_AGUA : PARAMETROS_SOLO).map(([nome, limite], i) => {
        const found =
          resultado === 'nao_disponivel' ? null : i % 3 === 2 ? null : round3(limite * (0.05 + r.next() * 0.6));
        return {
          ordem: i + 1,
          nomeSubstancia: nome,
          resultado: (found === null ? 'nao_se_aplica' : 'conforme') as ResultadoParametro,
          quantidadeEncontrada: found,
          quantidadeLimite: limite,
          unidade: water ? 'mg/L' : 'mg/kg',
        };
      });
    }
    const list = [...SUBSTANCIAS].sort(() => r.next() - 0.5).slice(0, 6);
    const rows: Omit<Insertable<ParametroLaudo>, 'idRevisaoLaudo'>[] = list.map(([nome, limite], i) => {
      const detected = i < 3;
      return {
        ordem: i + 1,
        nomeSubstancia: nome,
        resultado: detected ? 'conforme' : 'nao_se_aplica',
        quantidadeEncontrada: detected ? round3(limite * (0.1 + r.next() * 0.7)) : null,
        quantidadeLimite: limite,
      };
    });
    // Spinosad found at zero and compliant: shown as 'Não Especificado' (part B section 5).
    rows.push({
      ordem: 7,
      nomeSubstancia: 'Espinosade',
      resultado: 'conforme',
      quantidadeEncontrada: 0,
      quantidadeLimite: 0.3,
    });
    if (resultado === 'insatisfatorio' || resultado === 'lmr') {
      const [nome, limite] = list[3]!;
      rows[3] = {
        ordem: 4,
        nomeSubstancia: nome,
        resultado: 'inconforme',
        quantidadeEncontrada: round3(limite * (1.4 + r.next())),
        quantidadeLimite: limite,
      };
    }
    if (resultado === 'insatisfatorio') {
      const banned = this.insatisfatorios++ % 2 === 0;
      rows[4] = {
        ordem: 5,
        nomeSubstancia: banned ? r.pick(PROIBIDAS) : r.pick(NAO_AUTORIZADAS),
        resultado: banned ? 'proibida' : 'nao_autorizada',
        quantidadeEncontrada: round3(0.01 + r.next() * 0.2),
        quantidadeLimite: null,
      };
    }
    return rows;
  }

  private addRevision(
    idLaudo: number,
    versao: number,
    atual: boolean,
    resultado: ResultadoLaudo,
    g: GroupPlan,
    item: ItemPlan,
    codigoRastreamento: string | null,
    days: { recebimento: number; laudo: number },
  ) {
    const idRevisaoLaudo = this.revisoes.length + 1;
    const base = `LAU-2026-${g.lab}${pad(idLaudo, 4)}`;
    const codigoLaudo = versao === 1 ? base : `${base}-R${versao - 1}`;
    const dataRecebimento = this.cal.timestamp(days.recebimento, 9);
    const dataLaudo = this.cal.timestamp(days.laudo, 14);
    const viaApi = g.lab === LABS.integrated;
    this.revisoes.push({
      idRevisaoLaudo,
      idLaudo,
      versao,
      codigoLaudo,
      dataRecebimento,
      dataLaudo,
      tipoRevisao: atual ? 'atual' : 'antiga',
      resultado,
      meioRecebimento: viaApi ? 'api' : 'pdf',
      idUsuario: viaApi ? null : this.user('gestor'),
      dataCriacao: this.cal.instant(days.laudo, 15),
    });
    const params = this.buildParametros(resultado, g.programa, idRevisaoLaudo * 7919 + idLaudo);
    for (const p of params) this.parametroRows.push({ ...p, idRevisaoLaudo });
    const produto = item.produto
      ? NOME_PRODUTO[item.produto]
      : (PRODUTOS_EMPRESA.find((p) => p.idProdutoEmpresa === item.produtoEmpresa)?.nome ?? '-');
    const laboratorio = LABORATORIOS.find((l) => l.idLaboratorio === g.lab)!.nome;
    const fmt = (ts: string) => `${ts.slice(8, 10)}/${ts.slice(5, 7)}/${ts.slice(0, 4)}`;
    const pdf = makePdf(`Laudo de ensaio ${codigoLaudo}`, [
      `Laboratório: ${laboratorio}`,
      `Código de rastreamento: ${codigoRastreamento ?? 'não se aplica'}`,
      `Produto: ${produto}`,
      `Data de coleta: ${fmt(this.cal.date(g.day))}`,
      `Data de recebimento: ${fmt(dataRecebimento)}`,
      `Data de emissão do laudo: ${fmt(dataLaudo)}`,
      `Cliente: ${g.empresa === E.coletora ? 'Coleta Campo Serviços de Amostragem Ltda' : 'Amostragem Nordeste Serviços Técnicos Ltda'}`,
      `Resultado: ${ROTULO_RESULTADO[resultado]}`,
      '',
      'Substância | Resultado | Encontrado | Limite',
      ...params.map((p) => {
        const unidade = p.unidade ?? 'mg/kg';
        return `${p.nomeSubstancia} | ${ROTULO_PARAMETRO[p.resultado]} | ${quantidade(p.quantidadeEncontrada, unidade)} | ${quantidade(p.quantidadeLimite, unidade)}`;
      }),
    ]);
    const idArquivo = this.addFile(
      `${codigoLaudo}.pdf`,
      1,
      'application/pdf',
      pdf,
      null,
      this.cal.instant(days.laudo, 15),
    );
    this.revisaoArquivos.push({ idRevisaoLaudo, idArquivo });
  }

  private addReport(g: GroupPlan, item: ItemPlan, idAmostra: number, codigoRastreamento: string | null) {
    const cal = this.cal;
    const o = item.outcome;
    const days = this.reportDays(g.day);
    const a = days.aprovacao;
    const idLaudo = this.laudos.length + 1;
    const resultado = item.resultado ?? 'satisfatorio';
    const status = o === 'aguardando' ? 'aguardando_aprovacao' : o === 'laudo_reprovado' ? 'reprovado' : 'aprovado';
    const approvedDay = o === 'contestacao_procedente' ? a + 7 : a;
    this.laudos.push({
      idLaudo,
      idAmostra,
      idEmpresa: g.empresa,
      status,
      resultado,
      idPessoaAprovacao: status === 'aguardando_aprovacao' ? null : P.gestor,
      dataAprovacao: status === 'aguardando_aprovacao' ? null : cal.instant(approvedDay, 10),
      dataCriacao: cal.instant(days.laudo, 15),
      dataAtualizacao: cal.instant(status === 'aguardando_aprovacao' ? days.laudo : approvedDay, 10),
    });
    if (o === 'revisao_dupla') {
      this.addRevision(idLaudo, 1, false, resultado, g, item, codigoRastreamento, {
        recebimento: days.recebimento,
        laudo: days.laudo - 2,
      });
      this.addRevision(idLaudo, 2, true, resultado, g, item, codigoRastreamento, days);
    } else if (o === 'contestacao_procedente') {
      this.addRevision(idLaudo, 1, false, 'insatisfatorio', g, item, codigoRastreamento, days);
      this.addRevision(idLaudo, 2, true, resultado, g, item, codigoRastreamento, {
        recebimento: days.recebimento,
        laudo: a + 6,
      });
    } else {
      this.addRevision(idLaudo, 1, true, resultado, g, item, codigoRastreamento, days);
    }

    const alvo = (item.produto && ALVOS[item.produto]) ?? 'Alternaria dauci (queima-das-folhas)';
    const evaluator = g.varejo === DEMO_VAREJO.bomPreco ? P.varejo : P.gestor;
    const notOverdue = (deadline: number) => cal.instant(Math.max(deadline, 5), 23, 59);
    const plan = (
      versao: number,
      atual: boolean,
      finalizado: boolean,
      createdDay: number,
      prazo: Date,
      extra: Partial<Insertable<PlanoAcao>> = {},
    ) => {
      const idPlanoAcao = this.planos.length + 1;
      this.planos.push({
        idPlanoAcao,
        idLaudo,
        versao,
        dataElaboracao: cal.date(createdDay),
        nomeResponsavel: 'Eng. agr. Ricardo Moura',
        numeroRegistro: 'CREA-SP 5062847193',
        alvoBiologico: alvo,
        motivo: 'Resíduo acima do limite máximo permitido por aplicação fora do intervalo de segurança.',
        acaoCorretiva:
          'Treinamento da equipe de aplicação, revisão do receituário agronômico e respeito ao intervalo de segurança; análise do próximo lote antes da expedição.',
        finalizado,
        tipoRevisao: atual ? 'atual' : 'antiga',
        prazo,
        avaliacaoVarejo: null,
        idPessoa: P.fornecedor,
        dataCriacao: cal.instant(createdDay, 9),
        dataAtualizacao: cal.instant(finalizado ? createdDay + 2 : createdDay, 17),
        dataFinalizacao: finalizado ? cal.instant(createdDay + 2, 17) : null,
        ...extra,
      });
      return idPlanoAcao;
    };
    const resolve = (idPlanoAcao: number, day: number, aprovado: boolean, finalizado = true, idPessoa = evaluator) => {
      this.resolucoes.push({
        idResolucaoPlanoAcao: this.resolucoes.length + 1,
        idPlanoAcao,
        idPessoa,
        status: aprovado ? 'aprovado' : 'reprovado',
        motivo: finalizado
          ? aprovado
            ? 'Plano adequado. Acompanharemos a recoleta do próximo lote.'
            : MOTIVO_REPROVACAO
          : 'Em análise com a equipe de qualidade.',
        finalizado,
        dataCriacao: cal.instant(day, 11),
        dataAtualizacao: cal.instant(day, 11),
      });
    };
    const draft = { motivo: null, acaoCorretiva: null, numeroRegistro: null };
    switch (o) {
      case 'plano':
      case 'contestado':
      case 'contestacao_rascunho':
        plan(1, true, false, a + 1, notOverdue(a + 15), draft);
        break;
      case 'contestacao_improcedente':
        plan(1, true, false, a + 6, notOverdue(a + 20), draft);
        break;
      case 'plano_atraso':
        plan(1, true, false, a + 1, cal.instant(a + 15, 0), draft);
        break;
      case 'plano_aguardando': {
        const id = plan(1, true, true, a + 1, cal.instant(a + 15, 23, 59));
        this.planoArquivos.push({ idPlanoAcao: id, idArquivo: this.planFile(id, a + 3) });
        if (g.varejo === DEMO_VAREJO.bomPreco) resolve(id, a + 4, true, false);
        break;
      }
      case 'plano_finalizado': {
        const v1 = plan(1, false, true, a + 1, cal.instant(a + 15, 23, 59), { avaliacaoVarejo: 'reprovado' });
        resolve(v1, a + 5, false);
        const v2 = plan(2, true, true, a + 6, cal.instant(a + 20, 23, 59), {
          avaliacaoVarejo: 'aprovado',
          acaoCorretiva:
            'Substituição do fungicida por produto registrado para a cultura, intervalo de segurança de 7 dias registrado no caderno de campo (anexo) e análise de cada lote antes da expedição.',
        });
        this.planoArquivos.push({ idPlanoAcao: v2, idArquivo: this.planFile(v2, a + 8) });
        resolve(v2, a + 11, true);
        break;
      }
      case 'plano_finalizado_v1': {
        const v1 = plan(1, true, true, a + 1, cal.instant(a + 15, 23, 59), { avaliacaoVarejo: 'aprovado' });
        resolve(v1, a + 5, true);
        break;
      }
      case 'plano_reprovado': {
        const v1 = plan(1, false, true, a + 1, cal.instant(a + 15, 23, 59), { avaliacaoVarejo: 'reprovado' });
        resolve(v1, a + 5, false);
        plan(2, true, false, a + 6, notOverdue(a + 20), { motivo: null });
        break;
      }
      default:
        break;
    }

    if (
      o === 'contestado' ||
      o === 'contestacao_rascunho' ||
      o === 'contestacao_procedente' ||
      o === 'contestacao_improcedente'
    ) {
      const idContestacaoLaudo = this.contestacoes.length + 1;
      const closed = o === 'contestacao_procedente' || o === 'contestacao_improcedente';
      this.contestacoes.push({
        idContestacaoLaudo,
        idLaudo,
        status: closed ? 'finalizada' : 'aberta',
        finalizada: closed,
        statusSistemaAnterior: o === 'contestacao_rascunho' ? null : 'LAUDO_EM_PLANO_DE_ACAO',
        idPessoa: P.fornecedor,
        dataCriacao: cal.instant(a + 2, 13),
        dataFinalizacao: closed ? cal.instant(a + 5, 16) : null,
      });
      const message = (
        idPessoa: number,
        mensagem: string,
        finalizado: boolean,
        contestado: boolean,
        day: number,
        hour: number,
        anexo?: string,
      ) => {
        const idContestacaoLaudoMensagem = this.mensagens.length + 1;
        this.mensagens.push({
          idContestacaoLaudoMensagem,
          idContestacaoLaudo,
          idPessoa,
          mensagem,
          finalizado,
          contestado,
          data: cal.instant(day, hour),
        });
        if (anexo) {
          const pdf = makePdf('Laudo de contraprova', [
            `Amostra: ${codigoRastreamento ?? idAmostra}`,
            'Análise de contraprova realizada por laboratório acreditado (ISO/IEC 17025).',
            'Resultado: todos os resíduos abaixo do limite máximo de resíduos.',
          ]);
          const idArquivo = this.addFile(anexo, 1, 'application/pdf', pdf, idPessoa, cal.instant(day, hour));
          this.mensagemArquivos.push({ idContestacaoLaudoMensagem, idArquivo });
        }
      };
      if (o === 'contestacao_rascunho') {
        message(
          P.fornecedor,
          'Verificar com o produtor as datas de aplicação antes de enviar a contestação.',
          false,
          true,
          a + 2,
          13,
        );
      } else {
        message(
          P.fornecedor,
          'Solicitamos a reanálise da contraprova: o mesmo lote apresentou resultado conforme no laboratório do produtor (laudo anexo).',
          true,
          true,
          a + 2,
          14,
          'laudo-contraprova.pdf',
        );
      }
      if (o === 'contestacao_procedente') {
        message(
          P.gestor,
          'Contestação procedente: o laboratório identificou troca de amostras e emitiu nova revisão do laudo.',
          true,
          false,
          a + 5,
          16,
        );
      }
      if (o === 'contestacao_improcedente') {
        message(
          P.gestor,
          'Contestação improcedente: a contraprova confirmou o resultado. Prossiga com o plano de ação.',
          true,
          false,
          a + 5,
          16,
        );
      }
    }
  }

  private planFile(idPlanoAcao: number, day: number) {
    const pdf = makePdf(`Plano de ação ${idPlanoAcao}`, [
      'Caderno de campo: registro das aplicações e intervalos de segurança.',
      'Receituário agronômico revisado pelo responsável técnico.',
    ]);
    return this.addFile(
      `plano-acao-${idPlanoAcao}.pdf`,
      1,
      'application/pdf',
      pdf,
      P.fornecedor,
      this.cal.instant(day, 17),
    );
  }
}

const MOTIVO_REPROVACAO =
  'Ação corretiva genérica: detalhar o intervalo de segurança adotado e anexar o receituário agronômico.';

/** Builds the rows of every planned group (groups in order of creation, so numero follows time). */
export function buildDemoSamples(access: DemoAccess, cal = new DemoCalendar()) {
  const rows = new SampleRows(cal, access);
  const createdDay = (g: GroupPlan) => {
    const scheduledFirst = g.itens.every((i) => SCHEDULED.includes(i.outcome)) || g.agendadaAntes === true;
    return scheduledFirst ? Math.min(g.day, 0) - 3 : g.day;
  };
  // Recollected items must exist before their recollections: creation order guarantees it.
  const ordered = [...GROUPS].sort((x, y) => createdDay(x) - createdDay(y) || x.hour - y.hour || x.n - y.n);
  for (const g of ordered) rows.addGroup(g);
  rows.tracking.freeCodes();
  return rows;
}

/** Seeds the demo sample groups and everything that hangs from them. */
export async function seedSamples(db: Db, access: DemoAccess, cal = new DemoCalendar()) {
  const r = buildDemoSamples(access, cal);
  await insertBatches(db, 'sara.arquivo', r.arquivos);
  await insertBatches(db, 'sara.rastreamento', r.tracking.rastreamentos);
  await insertBatches(db, 'sara.rastreamentoElo', r.tracking.elos);
  await insertBatches(db, 'sara.agrupador', r.agrupadores);
  await insertBatches(db, 'sara.amostra', r.amostras);
  await insertBatches(db, 'sara.amostraCampoPrograma', r.campos);
  await insertBatches(db, 'sara.amostraMotivoColetaNaoRealizada', r.motivos);
  await insertBatches(db, 'sara.amostraArquivo', r.amostraArquivos);
  await insertBatches(db, 'sara.amostraHistoricoStatus', r.historico);
  await insertBatches(db, 'sara.laudo', r.laudos);
  await insertBatches(db, 'sara.revisaoLaudo', r.revisoes);
  await insertBatches(db, 'sara.revisaoLaudoArquivo', r.revisaoArquivos);
  await insertBatches(db, 'sara.parametroLaudo', r.parametroRows);
  await insertBatches(db, 'sara.planoAcao', r.planos);
  await insertBatches(db, 'sara.planoAcaoArquivo', r.planoArquivos);
  await insertBatches(db, 'sara.resolucaoPlanoAcao', r.resolucoes);
  await insertBatches(db, 'sara.contestacaoLaudo', r.contestacoes);
  await insertBatches(db, 'sara.contestacaoLaudoMensagem', r.mensagens);
  await insertBatches(db, 'sara.contestacaoLaudoMensagemArquivo', r.mensagemArquivos);
  for (const [table, column] of [
    ['rastreamento', 'idRastreamento'],
    ['rastreamentoElo', 'idElo'],
    ['amostra', 'idAmostra'],
    ['laudo', 'idLaudo'],
    ['revisaoLaudo', 'idRevisaoLaudo'],
    ['parametroLaudo', 'idParametroLaudo'],
    ['planoAcao', 'idPlanoAcao'],
    ['resolucaoPlanoAcao', 'idResolucaoPlanoAcao'],
    ['contestacaoLaudo', 'idContestacaoLaudo'],
    ['contestacaoLaudoMensagem', 'idContestacaoLaudoMensagem'],
  ] as const) {
    await syncSequence(db, table, column);
  }
  return r;
}
