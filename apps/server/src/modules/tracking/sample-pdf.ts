import { FEATURES, hasFeature, hidesAwaitingInternal, isSampler } from '@sara/domain/features';
import { atOwnChain, isRejected, readsGroup, samplePdfAvailable } from '@sara/domain/group-actions';
import { displayValue, formatDisplayDate, type Displayed } from '@sara/domain/rules/fields';
import { ENVIRONMENTAL_PROGRAMS, PDF_LAB_ID, type Locale } from '@sara/domain/constants';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../access/service.ts';
import type { Translator } from '../i18n/service.ts';
import { registerCollector } from '../collectors/service.ts';
import { findScopePerson } from '../lists/scope.ts';
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

  // an item whose collection was not done is told by its reasons (the flag follows them, and a draft's
  // default is false)
  const reasons = await repo.listNotDoneReasons(
    db,
    items.map((i) => i.idAmostra),
  );
  const t = (token: string) => i18n.t(token, locale);
  const show = (d: Displayed) => ('text' in d ? d.text : t(d.token));
  const L = (key: string) => t(`sara2g.pdf.amostra.${key}`);
  const environmental = ENVIRONMENTAL_PROGRAMS.includes(group.idProgramaAmostra ?? 0);

  const doc = await PDFDocument.create();
  doc.setTitle(`${L('titulo')} ${group.numero}`);
  // a Unicode font (the standard ones encode Latin-1 only: '≥' in an observation printed '?'), subset
  doc.registerFontkit(fontkit);
  const fonts = await fontFiles();
  const font = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const writer = new PageWriter(doc, font);

  writer.line(`${L('titulo')} ${group.numero}`, { font: bold, size: 16 });
  writer.gap(6);
  const budget = group.codigoOrcamento == null ? null : `${group.codigoOrcamento} - ${group.objetoOrcamento}`;
  const header: [string, string][] = [
    [L('laboratorio'), lab.nome],
    [L('orcamento'), show(displayValue(budget))],
    [L('programa'), show(displayValue(group.programa))],
  ];
  if (environmental) {
    // what the view screen shows of a water or soil group (decision 0019): who sampled, how, conformity
    const ui = (key: string) => t(`sara2g.ui.coleta.${key}`);
    const responsible = group.responsavelAmostraAmbiental;
    header.push([
      ui('responsavelAmostraAmbiental'),
      responsible ? ui(`responsavel.${responsible}`) : show(displayValue(null)),
    ]);
    header.push([ui('tipoAmostragem'), show(displayValue(group.tipoAmostragem))]);
    const conformity = group.temConformidade;
    header.push([
      ui('relatoConformidade'),
      conformity == null ? show(displayValue(null)) : ui(conformity ? 'sim' : 'nao'),
    ]);
  }
  if (group.normaAmbiental) header.push([L('norma'), group.normaAmbiental]);
  header.push([L('local'), show(displayValue(group.local ?? group.localLivre))]);
  // the retail chain where the program names one (RAMA), as the collection screen shows it
  if (group.varejo) header.push([L('varejo'), group.varejo]);
  header.push([L('data'), show(formatDisplayDate(group.dataColeta, true))]);
  // company and collector only to the user's own company and to management (part A section 6)
  if (ownCompany) {
    header.push([L('empresa'), group.empresa]);
    // who collected: the name typed (field 12 of water and soil: the lab's or the customer's person)
    header.push([L('coletor'), show(displayValue(group.responsavelColeta ?? group.pessoaColeta ?? group.coletor))]);
  }
  for (const [label, value] of header) writer.field(label, value);
  writer.gap(12);

  for (const [index, item] of items.entries()) {
    const qr = item.codigoRastreamento;
    const rejected = isRejected(item);
    // numbered as the screens number them (Item 1, 2...), not by the database's id; an item rejected,
    // or whose collection was not done, says so: the lab is not to look for it in the box
    const why = reasons.get(item.idAmostra) ?? [];
    const state = rejected ? L('rejeitada') : why.length > 0 ? L('nao_realizada') : null;
    const lines: Line[] = [{ text: `${L('item')} ${index + 1}${state ? ` (${state})` : ''}`, font: bold, size: 12 }];
    const field = (label: string, value: string) => lines.push({ text: `${label}: ${value}`, font, size: 10 });
    if (why.length > 0) field(L('motivos'), why.map((m) => t(`sara2g.ui.coleta.motivo.${m}`)).join('; '));
    const produto = show(displayValue(item.produtoI18n?.[locale] ?? item.produto));
    // a rejection writes its reason in the observation (spec part B section 7): labelled as such
    const observation = rejected ? L('motivo_rejeicao') : null;
    if (environmental) {
      // water and soil go by the lab's sample code and an analysis matrix (decision 0019)
      field(L('codigoAmostra'), show(displayValue(item.codigoAgrosafety)));
      field(L('matriz'), produto);
      field(L('lacre'), show(displayValue(item.numeroLacre)));
      field(observation ?? L('identificacao'), show(displayValue(item.observacao)));
    } else {
      field(L('produto'), produto);
      field(L('codigoRastreamento'), show(displayValue(item.codigoRastreamento)));
      field(L('codigoLaboratorio'), show(displayValue(item.codigoAgrosafety)));
      field(L('lacre'), show(displayValue(item.numeroLacre)));
      field(L('lote'), show(displayValue(item.lote)));
      field(L('fornecedor'), show(displayValue(item.fornecedor)));
      if (item.observacao?.trim()) field(observation ?? L('observacao'), item.observacao);
    }
    // beside its QR code; an item without one (environmental samples) uses the whole width
    writer.indent = qr ? QR_SIZE + 16 : 0;
    // the item on one page with its QR code, its title and every line, unless it is longer than a page
    writer.ensure(Math.min(Math.max(qr ? QR_SIZE : 0, writer.heightOf(lines)), writer.pageSpace) + 16);
    const top = writer.y;
    const firstPage = writer.page;
    if (qr) drawQr(writer.page, qr, MARGIN, top - QR_SIZE);
    for (const line of lines) writer.line(line.text, line);
    writer.indent = 0;
    // below the QR code, unless the item's lines went on to another page
    writer.y = (qr && writer.page === firstPage ? Math.min(writer.y, top - QR_SIZE) : writer.y) - 16;
  }
  // every page says whose it is and where it falls: a loose page of a long group is traced back
  const pages = doc.getPages();
  for (const [index, page] of pages.entries()) {
    const footer = `${L('titulo')} ${group.numero} · ${i18n.t('sara2g.pdf.amostra.pagina', locale, { n: index + 1, total: pages.length })}`;
    page.drawText(writer.safe(footer), { x: MARGIN, y: MARGIN / 2, size: 8, font, color: rgb(0.35, 0.35, 0.35) });
  }
  return doc.save();
}

/** DejaVu Sans, regular and bold: read once, from the dejavu-fonts-ttf package. */
let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function fontFiles() {
  const require = createRequire(import.meta.url);
  const read = (name: string) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
  fontBytes ??= Promise.all([read('DejaVuSans.ttf'), read('DejaVuSans-Bold.ttf')]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontBytes = undefined; // read again by the next PDF, not failed for good
      throw error;
    },
  );
  return fontBytes;
}

const MARGIN = 40;
const QR_SIZE = 96;

/** A line of an item, written over as many rows as it takes. */
interface Line {
  text: string;
  font?: PDFFont;
  size?: number;
}

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

  /** The text as the font can print it (`printable`). */
  safe(text: string) {
    return printable(text, (c) => this.charset.has(c));
  }

  /** The height a page offers between its margins. */
  get pageSpace() {
    return this.page.getHeight() - 2 * MARGIN;
  }

  /** The rows `text` takes at the current indent. */
  private rows(text: string, font: PDFFont, size: number) {
    return wrap(this.safe(text), this.measure(font, size), this.page.getWidth() - 2 * MARGIN - this.indent);
  }

  /** The height `lines` take at the current indent. */
  heightOf(lines: readonly Line[]) {
    return lines.reduce(
      (h, l) => h + this.rows(l.text, l.font ?? this.font, l.size ?? 10).length * ((l.size ?? 10) + 4),
      0,
    );
  }

  /**
   * A text's width as the sum of its characters' (kept per font and size): the font's own measure lays
   * the whole text out each time, and wrapping a long line measures it many times. Kerning only narrows.
   */
  private readonly widths = new Map<string, number>();
  private measure(font: PDFFont, size: number) {
    const id = `${font.name}|${size}|`;
    return (text: string) => {
      let width = 0;
      for (const c of text) {
        let w = this.widths.get(id + c);
        if (w === undefined) this.widths.set(id + c, (w = font.widthOfTextAtSize(c, size)));
        width += w;
      }
      return width;
    };
  }

  /** Writes `text` over as many lines as it takes: a seal or an observation is printed whole. */
  line(text: string, opts: { font?: PDFFont; size?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.font ?? this.font;
    for (const row of this.rows(text, font, size)) {
      this.ensure(size + 4);
      this.y -= size + 4;
      this.page.drawText(row, { x: MARGIN + this.indent, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
  }

  field(label: string, value: string) {
    this.line(`${label}: ${value}`);
  }
}

/**
 * `text` as a font with the glyphs `has` can print it: line breaks kept (wrap starts a row at each), a
 * tab a space, emoji and their joiners and variation marks left out (a '?' in a place or product name
 * reads as part of it), and any other character the font has no glyph for a '?', not a missing box.
 */
export function printable(text: string, has: (codePoint: number) => boolean): string {
  return (
    [...text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')]
      .map((c) => {
        if (c === '\n' || has(c.codePointAt(0)!)) return c;
        return EMOJI_PARTS.test(c) ? '\0' : '?';
      })
      .join('')
      // an emoji left out leaves one space between two words, and none at a line's ends or before punctuation
      .replace(/ *\0+ */g, (gap: string, at: number, all: string) => {
        const before = all[at - 1];
        const after = all[at + gap.length];
        if (before === undefined || before === '\n' || after === undefined || /[\n.,;:!?)\]]/.test(after)) return '';
        return gap.startsWith(' ') || gap.endsWith(' ') ? ' ' : '';
      })
  );
}

/** An emoji, or what joins and styles one (zero-width joiner, variation selectors, skin tones, keycaps). */
const EMOJI_PARTS =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0e|\ufe0f|\u20e3)$/u;

/**
 * The lines of `text` within `maxWidth`: broken between words, and a word wider than a line (a seal
 * number without spaces) where the line is full. Line breaks in the text are kept.
 */
export function wrap(text: string, width: (s: string) => number, maxWidth: number): string[] {
  const rows: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let row = '';
    for (const word of paragraph.split(' ')) {
      const joined = row ? `${row} ${word}` : word;
      if (width(joined) <= maxWidth) {
        row = joined;
        continue;
      }
      if (width(word) <= maxWidth) {
        rows.push(row);
        row = word;
        continue;
      }
      // a word no line holds goes on from where the row is, cut where each line is full (by characters,
      // never inside one; at least one a line, however narrow the line)
      let rest = [...joined];
      while (rest.length > 1 && width(rest.join('')) > maxWidth) {
        const cut = Math.max(1, fitting(rest, width, maxWidth));
        rows.push(rest.slice(0, cut).join(''));
        rest = rest.slice(cut);
      }
      row = rest.join('');
    }
    rows.push(row);
  }
  return rows;
}

/** How many of `chars`, from the start, fit within `maxWidth` (a binary search: widths only grow). */
function fitting(chars: readonly string[], width: (s: string) => number, maxWidth: number): number {
  let [low, high] = [0, chars.length];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (width(chars.slice(0, mid).join('')) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low;
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
