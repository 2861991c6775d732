import 'server-only';
import type { ProxyState } from '@/lib/proxy/rules';
import { listRedirects } from './redirects';
import { readSiteSettings } from './settings';

/** What the proxy needs, read from the database (not the cached copies: the proxy keeps its own). */
export async function readSiteState(): Promise<ProxyState> {
  const [settings, redirects] = await Promise.all([readSiteSettings(), listRedirects()]);
  return { siteOnline: settings.is_site_online, redirects: new Map(redirects.map((r) => [r.old_path, r.new_path])) };
}
