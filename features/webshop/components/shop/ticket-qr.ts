import 'server-only';
import QRCode from 'qrcode';

/**
 * A ticket's QR code for the order page, as an SVG data URL: error correction M and a one-module quiet
 * zone, as on the tickets' PDF and mail, so the gate's scanners read it alike. An SVG is a few vector
 * paths; the PNG it replaces cost the server a rasterising and a deflate per ticket per page view.
 */
export async function ticketQrSrc(code: string) {
  const svg = await QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
