/**
 * Small but real files for the demo: baseline JPEG photos of one colour with a lighter band
 * (what a thumbnail shows), and one-page PDF reports whose text can be read back (report upload
 * reads the tracking code and dates from the PDF text).
 */

// ---------------------------------------------------------------------------------------------
// JPEG: baseline, 8-bit, YCbCr 4:4:4, quantisation 1 for every coefficient. Each 8x8 block is of
// one colour, so it carries only a DC coefficient and an end-of-block.

class BitWriter {
  private readonly bytes: number[] = [];
  private acc = 0;
  private n = 0;

  write(code: number, length: number) {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((code >> i) & 1);
      this.n++;
      if (this.n === 8) this.flushByte();
    }
  }

  private flushByte() {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0x00); // byte stuffing
    this.acc = 0;
    this.n = 0;
  }

  end(): number[] {
    while (this.n !== 0) this.write(1, 1); // pad with ones
    return this.bytes;
  }
}

/** DC Huffman table: the 12 size categories, each with a 4-bit code 0000..1011. */
const DC_COUNTS = [0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** AC Huffman table: only end-of-block (symbol 0x00), code '0'. */
const AC_COUNTS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_SYMBOLS = [0];

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

function encodeDc(bits: BitWriter, diff: number) {
  const magnitude = Math.abs(diff);
  const size = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
  bits.write(size, 4); // category code (canonical: category n -> n, 4 bits)
  if (size > 0) bits.write(diff < 0 ? diff + (1 << size) - 1 : diff, size);
  bits.write(0, 1); // end of block
}

const clampByte = (v: number) => Math.max(0, Math.min(255, v));
function toYCbCr([r, g, b]: readonly [number, number, number]): [number, number, number] {
  return [
    clampByte(0.299 * r + 0.587 * g + 0.114 * b),
    clampByte(128 - 0.168736 * r - 0.331264 * g + 0.5 * b),
    clampByte(128 + 0.5 * r - 0.418688 * g - 0.081312 * b),
  ];
}

/**
 * A baseline JPEG of `width` x `height` (multiples of 8) in `color`, with a lighter horizontal
 * band across the middle third.
 */
export function makeJpeg(color: readonly [number, number, number], width = 64, height = 48): Buffer {
  const light: [number, number, number] = [
    Math.round(color[0] + (255 - color[0]) * 0.55),
    Math.round(color[1] + (255 - color[1]) * 0.55),
    Math.round(color[2] + (255 - color[2]) * 0.55),
  ];
  const base = toYCbCr(color);
  const band = toYCbCr(light);
  const bits = new BitWriter();
  const previous = [0, 0, 0];
  const rows = height / 8;
  for (let by = 0; by < rows; by++) {
    const ycc = by >= rows / 3 && by < (2 * rows) / 3 ? band : base;
    for (let bx = 0; bx < width / 8; bx++) {
      for (let c = 0; c < 3; c++) {
        const dc = Math.round(8 * (ycc[c]! - 128)); // DC of a flat block, level-shifted
        encodeDc(bits, dc - previous[c]!);
        previous[c] = dc;
      }
    }
  }
  const bytes = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
    ...segment(0xc4, [0x00, ...DC_COUNTS, ...DC_SYMBOLS, 0x10, ...AC_COUNTS, ...AC_SYMBOLS]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    ...bits.end(),
    0xff,
    0xd9,
  ];
  return Buffer.from(bytes);
}

// ---------------------------------------------------------------------------------------------
// PDF 1.4, one A4 page of Helvetica text (WinAnsiEncoding), uncompressed, with a correct xref.

const escapePdf = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export function makePdf(title: string, lines: readonly string[]): Buffer {
  const body = [
    'BT',
    '/F1 15 Tf',
    '50 790 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 10 Tf',
    '14 TL',
    'T*',
    ...lines.map((l) => `(${escapePdf(l)}) '`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(body, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    null, // the content stream
    `<< /Title (${escapePdf(title)}) /Producer (SARA demo) >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(offset);
    const chunk =
      obj === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
            stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${obj}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
