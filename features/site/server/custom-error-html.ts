import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { reportError } from '@/lib/report';
import { getDesignSettings } from '@/features/settings/server';

const PUBLIC_DIR = path.resolve(process.cwd(), 'public');

/**
 * Custom HTML configured for a status code (design settings `errorPages`, e.g. 404 ->
 * /html/404.html): a file under public/ or an absolute URL. Null when none is configured or it
 * cannot be loaded (then the failure is logged and reported, and the standard page is shown).
 */
export async function loadCustomErrorHtml(status: number): Promise<string | null> {
  const source = (await getDesignSettings()).errorPages[String(status)];
  if (!source) return null;
  try {
    if (/^https?:\/\//.test(source)) {
      const res = await fetch(source, { signal: AbortSignal.timeout(2000), next: { revalidate: 3600 } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return await res.text();
    }
    const file = path.resolve(PUBLIC_DIR, `.${source}`);
    if (!file.startsWith(PUBLIC_DIR + path.sep)) throw new Error('Path leaves public/');
    return await readFile(file, 'utf8');
  } catch (error) {
    reportError(new Error('Unable to load custom HTML file for this error'), { status, source, cause: String(error) });
    return null;
  }
}
