/**
 * A small reader for the .eml files of the local outbox (as nodemailer writes them): headers,
 * nested multipart bodies, quoted-printable and base64. No server code, so Playwright tests use it too.
 */

type MimePart = {
  headers: Record<string, string>;
  contentType: string;
  filename: string | null;
  cid: string | null;
  body: Buffer;
};
export type MailMessage = {
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
  parts: MimePart[];
};

/** Quoted-printable (how nodemailer writes non-ASCII text) back to bytes. */
function decodeQp(raw: string) {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

/** Encoded words in headers (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeWords(value: string) {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQp(text.replace(/_/g, ' ')).toString('utf8'),
  );
}

function splitHead(raw: string): [Record<string, string>, string] {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return [headers, body];
}

const param = (header: string | undefined, name: string) =>
  new RegExp(`${name}\\*?="?([^";]+)"?`, 'i').exec(header ?? '')?.[1] ?? null;

function leaves(raw: string): MimePart[] {
  const [headers, body] = splitHead(raw);
  const contentType = (headers['content-type'] ?? 'text/plain').split(';')[0].trim().toLowerCase();
  if (contentType.startsWith('multipart/')) {
    const boundary = param(headers['content-type'], 'boundary');
    if (!boundary) return [];
    const chunks = body.split(`--${boundary}`).slice(1);
    return chunks.filter((c) => !c.startsWith('--')).flatMap((c) => leaves(c.replace(/^\r?\n/, '')));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQp(body)
        : Buffer.from(body, 'latin1');
  const cid = headers['content-id']?.replace(/^<|>$/g, '') ?? null;
  return [
    {
      headers,
      contentType,
      filename: param(headers['content-disposition'], 'filename') ?? param(headers['content-type'], 'name'),
      cid,
      body: bytes,
    },
  ];
}

export function parseMail(raw: string): MailMessage {
  const [headers] = splitHead(raw);
  const parts = leaves(raw);
  const textOf = (type: string) =>
    parts
      .filter((p) => p.contentType === type && !p.filename)
      .map((p) => p.body.toString('utf8'))
      .join('\n');
  return {
    headers,
    subject: headers.subject ?? '',
    to: headers.to ?? '',
    text: textOf('text/plain'),
    html: textOf('text/html'),
    parts,
  };
}

/** The confirmation link's token in a mail's text. */
export const confirmToken = (mail: string) => /\/confirm\?token=([2-9A-HJKMNP-Z]{24})/.exec(mail)?.[1] ?? null;
