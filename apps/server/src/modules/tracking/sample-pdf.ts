import { FEATURES, hasFeature, hidesAwaitingInternal, isSampler } from '@sara/domain/features';
import { atOwnChain, isRejected, readsGroup, samplePdfAvailable } from '@sara/domain/group-actions';
import { displayValue, formatDisplayDate, type Displayed } from '@sara/domain/rules/fields';
import { ENVIRONMENTAL_PROGRAMS, PDF_LAB_ID, type Locale } from '@sara/domain/constants';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../access/service.ts';
import type { Translator } from '../i18n/service.ts';
import { registerCollector } from '../collectors/service.ts';
import { findScopePerson } from '../lists/management-query.ts';
import * as repo from './pdf-repository.ts';

/**
 * The sample PDF (spec part A section 7: GET /api/v1/amostras/pdf/{idLaboratorio}): the group,
 * its items at the laboratory (of one supplier when idDistribuidor > 0) and a QR code of each
 * item's tracking code. Management and the all-samples list read any group; a sampler the groups
 * they collect or registered; retail staff the groups at their chains; others the groups of their
 * company, or, as a supplier, their own items.
 * It exists only where the print button shows (samplePdfAvailable): otherwise a 409 that says why.
 */
export async function samplePdf(
  db: Db,
  auth: AuthContext,
  i18n: Translator,
  locale: Locale,
  q: { idLaboratorio: number; idAgrupador: string; idDistribuidor?: number },
): Promise<Uint8Array> {
  const group = await repo.findGroup(db, q.idAgrupador);
  const lab = await repo.findLaboratory(db, q.idLaboratorio);
  if (!group || !lab) throw new AppError('NOT_FOUND');
  let idDistribuidor = q.idDistribuidor || undefined;
  const manager = hasFeature(auth.features, [FEATURES.amostraGerenciamento]);
  let ownCompany = manager;
  if (!hasFeature(auth.features, [FEATURES.amostraGerenciamento, FEATURES.amostraListagemAdmin])) {
    const me = await registerCollector(db, auth, auth.user.id);
    // a sampler: the groups they collect or registered, by the views' rule (a supplier's own items
    // of another company's group follow below, which readsGroup does not cover)
    if (
      isSampler(auth.features) &&
      !readsGroup({ ...group, idEmpresaCadastrante: null }, { features: auth.features, me })
    ) {
      throw new AppError('NOT_FOUND');
    }
    ownCompany = group.idEmpresa === me.idEmpresa;
    // retail staff read a group at their chain whole, as their history lists it
    const whole =
      ownCompany || atOwnChain(group, { features: auth.features, me: await findScopePerson(db, auth.user.id) });
    if (!whole) idDistribuidor = me.idEmpresa; // a supplier sees only its own items
  }
  // a supplier never sees items awaiting the internal team, in the PDF as in the lists
  const hideAwaiting = hidesAwaitingInternal(auth.features);
  const items = await repo.listItems(db, q.idAgrupador, q.idLaboratorio, idDistribuidor, hideAwaiting);
  if (items.length === 0) throw new AppError('NOT_FOUND');
  if (
    q.idLaboratorio !== PDF_LAB_ID ||
    !samplePdfAvailable({ ...group, itemCount: items.length, idLaboratorio: group.idLaboratorio ?? q.idLaboratorio })
  ) {
    const pdfLab = await repo.findLaboratory(db, PDF_LAB_ID);
    throw new AppError('SAMPLE_PDF_UNAVAILABLE', { args: { laboratorio: pdfLab?.nome ?? String(PDF_LAB_ID) } });
  }

  const t = (token: string) => i18n.t(token, locale);
  const show = (d: Displayed) => ('text' in d ? d.text : t(d.token));
  const L = (key: string) => t(`sara2g.pdf.amostra.${key}`);
  const environmental = ENVIRONMENTAL_PROGRAMS.includes(group.idProgramaAmostra ?? 0);

  const doc = await PDFDocument.create();
  doc.setTitle(`${L('titulo')} ${group.numero}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(doc, font);

  writer.line(`${L('titulo')} ${group.numero}`, { font: bold, size: 16 });
  writer.gap(6);
  const budget = group.codigoOrcamento == null ? null : `${group.codigoOrcamento} - ${group.objetoOrcamento}`;
  const header: [string, string][] = [
    [L('laboratorio'), lab.nome],
    [L('orcamento'), show(displayValue(budget))],
    [L('programa'), show(displayValue(group.programa))],
  ];
  if (group.normaAmbiental) header.push([L('norma'), group.normaAmbiental]);
  header.push([L('local'), show(displayValue(group.local ?? group.localLivre))]);
  // the retail chain where the program names one (RAMA), as the collection screen shows it
  if (group.varejo) header.push([L('varejo'), group.varejo]);
  header.push([L('data'), show(formatDisplayDate(group.dataColeta, true))]);
  // company and collector only to the user's own company and to management (part A section 6)
  if (ownCompany) {
    header.push([L('empresa'), group.empresa]);
    header.push([L('coletor'), show(displayValue(group.responsavelColeta ?? group.coletor))]);
  }
  for (const [label, value] of header) writer.field(label, value);
  writer.gap(12);

  for (const [index, item] of items.entries()) {
    writer.ensure(QR_SIZE + 16);
    const top = writer.y;
    if (item.codigoRastreamento) drawQr(writer.page, item.codigoRastreamento, MARGIN, top - QR_SIZE);
    writer.indent = QR_SIZE + 16;
    // numbered as the screens number them (Item 1, 2...), not by the database's id
    const title = `${L('item')} ${index + 1}${isRejected(item) ? ` (${L('rejeitada')})` : ''}`;
    writer.line(title, { font: bold, size: 12 });
    const produto = show(displayValue(item.produtoI18n?.[locale] ?? item.produto));
    if (environmental) {
      // water and soil go by the lab's sample code and an analysis matrix (decision 0019)
      writer.field(L('codigoAmostra'), show(displayValue(item.codigoAgrosafety)));
      writer.field(L('matriz'), produto);
      writer.field(L('lacre'), show(displayValue(item.numeroLacre)));
      writer.field(L('identificacao'), show(displayValue(item.observacao)));
    } else {
      writer.field(L('produto'), produto);
      writer.field(L('codigoRastreamento'), show(displayValue(item.codigoRastreamento)));
      writer.field(L('codigoLaboratorio'), show(displayValue(item.codigoAgrosafety)));
      writer.field(L('lacre'), show(displayValue(item.numeroLacre)));
      writer.field(L('lote'), show(displayValue(item.lote)));
      writer.field(L('fornecedor'), show(displayValue(item.fornecedor)));
      if (item.observacao?.trim()) writer.field(L('observacao'), item.observacao);
    }
    writer.indent = 0;
    writer.y = Math.min(writer.y, top - QR_SIZE) - 16;
  }
  return doc.save();
}

const MARGIN = 40;
const QR_SIZE = 96;

/** Writes lines top-down, starting a new A4 page when one is full. */
class PageWriter {
  page: PDFPage;
  y = 0;
  indent = 0;
  private readonly charset: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.charset = new Set(font.getCharacterSet());
    this.page = this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([595.28, 841.89]);
    this.y = this.page.getHeight() - MARGIN;
    return this.page;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  gap(h: number) {
    this.y -= h;
  }

  /** Standard fonts encode WinAnsi only: other characters become '?'. */
  private safe(text: string) {
    return [...text].map((c) => (this.charset.has(c.codePointAt(0)!) ? c : '?')).join('');
  }

  line(text: string, opts: { font?: PDFFont; size?: number } = {}) {
    const size = opts.size ?? 10;
    this.ensure(size + 4);
    this.y -= size + 4;
    const maxWidth = this.page.getWidth() - 2 * MARGIN - this.indent;
    const font = opts.font ?? this.font;
    let s = this.safe(text);
    if (font.widthOfTextAtSize(s, size) > maxWidth) {
      while (s.length > 1 && font.widthOfTextAtSize(`${s}…`, size) > maxWidth) s = s.slice(0, -1);
      s = `${s}…`;
    }
    this.page.drawText(s, { x: MARGIN + this.indent, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
  }

  field(label: string, value: string) {
    this.line(`${label}: ${value}`);
  }
}

function drawQr(page: PDFPage, text: string, x: number, y: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = QR_SIZE / (n + 8); // 4-module quiet zone on each side
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) {
        const cx = x + (c + 4) * cell;
        page.drawRectangle({ x: cx, y: y + QR_SIZE - (r + 5) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
      }
    }
  }
}
