import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF of ours draws, a line per text item, read with pdf.js (our PDFs embed a Unicode
 * font, whose strings are glyph ids: only a reader that follows the font's ToUnicode map reads them).
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item && item.str !== '') lines.push(item.str);
    }
  } finally {
    await doc.destroy();
  }
  return lines;
}
