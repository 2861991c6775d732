/**
 * External services a block may embed (docs/requirements.md §5, allowed embed hosts). Each provider lists the
 * host names its embeds come from; a subdomain of a listed host is allowed (open.spotify.com,
 * player.vimeo.com), anything else is refused by the block schema.
 */
export const embedProviders = {
  audio: {
    spotify: ['spotify.com'],
    soundcloud: ['soundcloud.com'],
    podigee: ['podigee.io', 'podigee.com', 'podigee-cdn.net'],
    // Older editor set only.
    idagio: ['idagio.com'],
  },
  viewer: {
    issuu: ['issuu.com'],
    // Older editor set only.
    yumpu: ['yumpu.com'],
    indesign: ['indd.adobe.com'],
  },
  socialmedia: {
    instagram: ['instagram.com'],
    twitter: ['twitter.com', 'x.com'],
    facebook: ['facebook.com'],
    tiktok: ['tiktok.com'],
  },
  video: {
    youtube: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
    vimeo: ['vimeo.com'],
  },
} as const;

export type EmbedGroup = keyof typeof embedProviders;
export type EmbedProvider<G extends EmbedGroup> = keyof (typeof embedProviders)[G] & string;

/** Display names for the consent placeholder ("Inhalte von YouTube laden"). */
export const providerNames: Record<string, string> = {
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  podigee: 'Podigee',
  idagio: 'IDAGIO',
  issuu: 'Issuu',
  yumpu: 'Yumpu',
  indesign: 'Adobe InDesign',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

/**
 * The URL an embed points to: editors paste either a link or the provider's <iframe> snippet.
 * Only https URLs count; anything else gives null.
 */
export function embedUrl(embed: string): URL | null {
  const trimmed = embed.trim();
  const src = trimmed.startsWith('<') ? /\ssrc\s*=\s*["']([^"']+)["']/i.exec(trimmed)?.[1] : trimmed;
  if (!src) return null;
  try {
    const url = new URL(src.replace(/&amp;/g, '&'));
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function hostMatches(hostname: string, hosts: readonly string[]) {
  const host = hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The provider of an embed within a group, or null when its host is not allowed. */
export function providerOf<G extends EmbedGroup>(group: G, embed: string): EmbedProvider<G> | null {
  const url = embedUrl(embed);
  if (!url) return null;
  for (const [provider, hosts] of Object.entries(embedProviders[group]) as [EmbedProvider<G>, readonly string[]][]) {
    if (hostMatches(url.hostname, hosts)) return provider;
  }
  return null;
}

/** True when the embed's host belongs to the given provider of the group. */
export function isAllowedEmbed<G extends EmbedGroup>(group: G, embed: string, provider?: string): boolean {
  const found = providerOf(group, embed);
  return found !== null && (provider === undefined || found === provider);
}
