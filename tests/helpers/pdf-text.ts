import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/** A ToUnicode CMap as pdf-lib writes it for an embedded font: glyph id (hex) → text. */
function readCMap(text: string) {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, id, unicode] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(id.toLowerCase(), utf16(unicode));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, start] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(start, 16);
      for (let id = parseInt(from, 16); id <= parseInt(to, 16); id++)
        map.set(id.toString(16).padStart(from.length, '0'), String.fromCharCode(first + id - parseInt(from, 16)));
    }
  return map;
}

const streamText = (stream: PDFObject | undefined) =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

/**
 * The texts drawn on each page of a PDF, one string per text-showing operator, in drawing order.
 * Unlike pdfStandardText this reads embedded (subset) fonts too, such as the tickets' DejaVu Sans:
 * their glyph ids are turned back into text through each font's ToUnicode map.
 */
export async function pdfPageTexts(bytes: Uint8Array | Buffer): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string> | null>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const toUnicode = font.get(PDFName.of('ToUnicode'));
      fonts.set(name.asString(), toUnicode ? readCMap(streamText(doc.context.lookup(toUnicode))) : null);
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const content = streams.map(streamText).join('\n');
    const texts: string[] = [];
    let cmap: Map<string, string> | null = null;
    for (const [, font, hex] of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (font) cmap = fonts.get(font) ?? null;
      else if (cmap) texts.push((hex.match(/.{4}/g) ?? []).map((id) => cmap!.get(id.toLowerCase()) ?? '').join(''));
      else texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
    return texts;
  });
}
