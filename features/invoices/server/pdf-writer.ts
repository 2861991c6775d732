import 'server-only';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrapText } from '@/lib/pdf-fonts';

// A4 portrait, 40 pt margins.
export const W = 595.28;
const H = 841.89;
export const M = 40;
export const INK = rgb(0x23 / 255, 0x21 / 255, 0x1c / 255);
export const MUTED = rgb(0x5d / 255, 0x57 / 255, 0x4b / 255);
export const FOREST = rgb(0x1f / 255, 0x33 / 255, 0x28 / 255);
const RULE = rgb(0xdd / 255, 0xd4 / 255, 0xc3 / 255);

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Writes top-down over as many pages as needed; every page gets the table head again and a footer. */
export class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    private pdf: PDFDocument,
    readonly fonts: Fonts,
    private tableHead?: () => void,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.pdf.addPage([W, H]);
    this.pages.push(this.page);
    this.y = H - M;
  }
  /** Room for `height` more points above the footer, or a new page (with the table head when in the table). */
  room(height: number) {
    if (this.y - height < 70) {
      this.newPage();
      this.tableHead?.();
    }
  }
  setTableHead(head: (() => void) | undefined) {
    this.tableHead = head;
  }
  text(value: string, x: number, options: { size?: number; bold?: boolean; color?: typeof INK; y?: number } = {}) {
    const size = options.size ?? 9;
    this.page.drawText(value, {
      x,
      y: options.y ?? this.y,
      size,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? INK,
    });
  }
  right(value: string, right: number, options: { size?: number; bold?: boolean; y?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.text(value, right - font.widthOfTextAtSize(value, size), options);
  }
  /** A paragraph wrapped to `width`, moving down. */
  para(value: string, x: number, width: number, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    const size = options.size ?? 9;
    for (const line of value
      .split('\n')
      .flatMap((l) => wrapText(l, options.bold ? this.fonts.bold : this.fonts.regular, size, width))) {
      this.room(size * 1.4);
      this.text(line, x, options);
      this.y -= size * 1.4;
    }
  }
  rule() {
    this.page.drawLine({ start: { x: M, y: this.y }, end: { x: W - M, y: this.y }, thickness: 0.6, color: RULE });
  }
}
