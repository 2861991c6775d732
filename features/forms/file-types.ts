/**
 * Upload types we accept, recognised by their first bytes (magic numbers), never by the name or the
 * type the browser claims: an executable renamed to .pdf is still an executable.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const ALLOWED_UPLOADS = [
  { mime: 'application/pdf', ext: 'pdf', test: (b: Uint8Array) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    mime: 'image/gif',
    ext: 'gif',
    test: (b: Uint8Array) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
  },
  { mime: 'image/webp', ext: 'webp', test: (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
] as const;

export type UploadType = (typeof ALLOWED_UPLOADS)[number];

/** The accepted type the content starts with, or null. */
export function sniffUpload(bytes: Uint8Array): UploadType | null {
  return ALLOWED_UPLOADS.find((t) => t.test(bytes)) ?? null;
}

/** For the file input's accept attribute: a hint for the picker, not a check. */
export const ACCEPT_ATTRIBUTE = ALLOWED_UPLOADS.map((t) => `.${t.ext},${t.mime}`).join(',') + ',.jpeg';

function startsWith(bytes: Uint8Array, prefix: number[]) {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number) {
  return bytes.length >= to ? String.fromCharCode(...bytes.subarray(from, to)) : '';
}
