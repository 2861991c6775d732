import { embedUrl } from './embed-hosts';

/**
 * Turns what editors paste (a share link or an <iframe> snippet) into the provider's player URL.
 * The host was already checked by the block schema; this only reshapes known link forms and keeps
 * everything else as given. YouTube goes through youtube-nocookie.com.
 */
export function playerUrl(provider: string, embed: string): string | null {
  const url = embedUrl(embed);
  if (!url) return null;
  const path = url.pathname;
  switch (provider) {
    case 'youtube': {
      const id = url.hostname.endsWith('youtu.be')
        ? path.slice(1)
        : (url.searchParams.get('v') ?? /\/(?:embed|shorts|live)\/([\w-]+)/.exec(path)?.[1]);
      return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
    }
    case 'vimeo': {
      if (url.hostname.startsWith('player.')) return url.href;
      const id = /\/(\d+)/.exec(path)?.[1];
      return id ? `https://player.vimeo.com/video/${id}` : null;
    }
    case 'spotify':
      return path.startsWith('/embed/') ? url.href : `https://open.spotify.com/embed${path}`;
    case 'soundcloud':
      return url.hostname.startsWith('w.')
        ? url.href
        : `https://w.soundcloud.com/player/?url=${encodeURIComponent(url.href)}`;
    case 'issuu': {
      const m = /^\/([^/]+)\/docs\/([^/?#]+)/.exec(path);
      return m && !url.hostname.startsWith('e.') ? `https://e.issuu.com/embed.html?u=${m[1]}&d=${m[2]}` : url.href;
    }
    case 'instagram': {
      const m = /^\/(p|reel)\/([\w-]+)/.exec(path);
      return m ? `https://www.instagram.com/${m[1]}/${m[2]}/embed` : url.href;
    }
    case 'twitter': {
      const id = /\/status\/(\d+)/.exec(path)?.[1];
      return id ? `https://platform.twitter.com/embed/Tweet.html?id=${id}` : url.href;
    }
    case 'facebook':
      return path.startsWith('/plugins/')
        ? url.href
        : `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(url.href)}`;
    case 'tiktok': {
      const id = /\/video\/(\d+)/.exec(path)?.[1];
      return id ? `https://www.tiktok.com/embed/v2/${id}` : url.href;
    }
    default:
      return url.href;
  }
}

/** The page a visitor can open at the provider instead of the embedded player. */
export function sourceUrl(embed: string): string | null {
  return embedUrl(embed)?.href ?? null;
}
