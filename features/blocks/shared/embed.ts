import { z } from 'zod';
import type { Labels, SelectOption } from '../editor-fields';
import { embedProviders, isAllowedEmbed, providerNames, type EmbedProvider } from '../embed-hosts';
import { anchor, id, requiredText, shortText } from '../fields';

type EmbedBlockGroup = 'audio' | 'viewer' | 'socialmedia';

const providers = <G extends keyof typeof embedProviders>(group: G) =>
  Object.keys(embedProviders[group]) as [
    keyof (typeof embedProviders)[G] & string,
    ...(keyof (typeof embedProviders)[G] & string)[],
  ];

/** Providers of the older editor set only (docs/requirements.md §5: idagio; yumpu and indesign). */
const legacyProviders: ReadonlySet<string> = new Set(['idagio', 'yumpu', 'indesign']);

/** An embed block: the host must belong to the chosen media_type of the group (docs/requirements.md §5 allowlists). */
export function embedBlockSchema<K extends string, G extends EmbedBlockGroup>(kind: K, group: G) {
  return z
    .object({
      kind: z.literal(kind),
      id,
      embed: requiredText('embed code', 5000),
      media_type: z.enum(providers(group)),
      title: shortText(),
      anchor,
    })
    .refine((block) => isAllowedEmbed(group, block.embed, block.media_type), {
      message: `embed: host not allowed for this media type (allowed: ${Object.values(embedProviders[group]).flat().join(', ')})`,
      path: ['embed'],
    });
}

/** media_type choices: provider names are the same in every language. */
export function providerOptions<G extends EmbedBlockGroup>(group: G): SelectOption<EmbedProvider<G>>[] {
  return providers(group).map((value) => {
    const name = providerNames[value] ?? value;
    const label: Labels = { de: name, en: name, cs: name };
    return legacyProviders.has(value) ? { value, label, legacyOnly: true } : { value, label };
  });
}

/** docs/requirements.md §5: videos only from YouTube (youtube.com, youtu.be) and Vimeo. */
export const videoUrl = requiredText('video url', 2000).refine((url) => isAllowedEmbed('video', url), {
  message: 'video url: only YouTube (youtube.com, youtu.be) and Vimeo are allowed',
});

export const embedLabels = {
  embed: { de: 'Einbettungscode oder Link', en: 'Embed code or link', cs: 'Kód pro vložení nebo odkaz' },
  mediaType: { de: 'Anbieter', en: 'Provider', cs: 'Poskytovatel' },
  videoUrl: {
    de: 'Video-Link (YouTube oder Vimeo)',
    en: 'Video link (YouTube or Vimeo)',
    cs: 'Odkaz na video (YouTube nebo Vimeo)',
  },
} satisfies Record<string, Labels>;
