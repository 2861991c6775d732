import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The standard PDF fonts cannot write Czech (č, ř, ě, ů): documents use DejaVu Sans, embedded as a
// subset. The files are read once per process and shared by every PDF (tickets, invoices).
const fontDir = () => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
let fonts: Promise<[Buffer, Buffer]> | undefined;
const fontFiles = () =>
  (fonts ??= Promise.all([
    readFile(path.join(fontDir(), 'DejaVuSans.ttf')),
    readFile(path.join(fontDir(), 'DejaVuSans-Bold.ttf')),
  ]));

/** DejaVu Sans regular and bold, embedded as subsets in `pdf`. */
export async function embedTextFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontFiles();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(regularBytes, { subset: true }),
    pdf.embedFont(boldBytes, { subset: true }),
  ]);
  return { regular, bold };
}

/** Splits a text into lines no wider than `width` at `size` (long words are kept whole). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}
