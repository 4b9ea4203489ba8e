import { PDFDocument, PDFRawStream, decodePDFRawStream, type PDFArray } from 'pdf-lib';

/**
 * The text a PDF of ours draws, a line per text-showing operator: our PDFs write each line with
 * one hex string in a standard font (WinAnsi), so the bytes read as latin1 are the text.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    if (!contents) continue;
    const streams =
      contents instanceof PDFRawStream
        ? [contents]
        : (contents as PDFArray).asArray().map((ref) => doc.context.lookup(ref));
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
  }
  return lines;
}
