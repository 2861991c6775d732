import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { ticketQrSrc } from './ticket-qr';

/**
 * Reads an SVG QR code back into its modules (dark = true), as a scanner sees the picture: the light
 * background square and the dark horizontal strokes of one module's height (qrcode's SVG renderer).
 */
function modulesOf(svg: string) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  expect(svg).toContain(`<path fill="#ffffff" d="M0 0h${size}v${size}H0z"/>`);
  const d = /<path stroke="#000000" d="([^"]*)"\/>/.exec(svg)?.[1] ?? '';
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (cmd === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (cmd === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else for (let end = x + Number(a); x < end; x++) grid[y][x] = true;
  }
  return grid;
}

describe('the QR code of a ticket on the order page', () => {
  it('is an SVG whose modules are exactly the QR code of the signed ticket code, error correction M, quiet zone 1', async () => {
    const code = 'LND-7K3M-Q9TX-4HXM8R2Q';
    const src = await ticketQrSrc(code);
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(src.split(',')[1], 'base64').toString();
    const grid = modulesOf(svg);

    const qr = QRCode.create(code, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    expect(grid).toHaveLength(n + 2);
    // One light module all round (the quiet zone), then the symbol module by module.
    for (const edge of [grid[0], grid[n + 1], grid.map((row) => row[0]), grid.map((row) => row[n + 1])])
      expect(edge.every((dark) => !dark)).toBe(true);
    const inner = grid.slice(1, n + 1).map((row) => row.slice(1, n + 1));
    const expected = Array.from({ length: n }, (_, r) =>
      Array.from({ length: n }, (_, c) => Boolean(qr.modules.get(r, c))),
    );
    expect(inner).toEqual(expected);
    // Another code or another error correction level would draw another symbol.
    const other = QRCode.create(code, { errorCorrectionLevel: 'L' });
    expect(other.modules.size === n && other.modules.data.every((v, i) => v === qr.modules.data[i])).toBe(false);
  });
});
