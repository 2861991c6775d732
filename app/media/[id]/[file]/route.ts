// GET /media/{id}/{file} - stored images and their generated sizes, cached for a year
import { readMediaFile } from '@/lib/media-store';
import { parseId } from '@/lib/params';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export async function GET(_req: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params;
  const type = TYPES[file.split('.').pop()?.toLowerCase() ?? ''];
  const mediaId = parseId(id);
  const data = type && mediaId !== null ? await readMediaFile(mediaId, file) : null;
  if (!data) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': type,
      'content-length': String(data.length),
      // Files never change under their name: a new upload gets a new id.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
