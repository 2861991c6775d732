import { z } from 'zod';
import { isAllowedEmbed, embedProviders } from '../embed-hosts';
import { anchor, fileUrl, id, mediaId, optionalHref, optionalMediaId, requiredText, shortText } from './common';

export const imageFormats = ['large', 'medium', 'small', 'vertical', 'horizontal'] as const;

export const imageBlockSchema = z.object({
  kind: z.literal('image'),
  id,
  image: mediaId,
  /** large, medium, small; the older editor set's vertical (400x500) and horizontal (1240x700). */
  format: z.enum(imageFormats).default('large'),
  link_url: optionalHref,
  description: shortText(1000),
});

const providers = <G extends keyof typeof embedProviders>(group: G) =>
  Object.keys(embedProviders[group]) as [keyof (typeof embedProviders)[G] & string, ...(keyof (typeof embedProviders)[G] & string)[]];

const videoUrl = requiredText('video url', 2000).refine((url) => isAllowedEmbed('video', url), {
  message: 'video url: only YouTube (youtube.com, youtu.be) and Vimeo are allowed',
});

export const videoBlockSchema = z.object({
  kind: z.literal('video'),
  id,
  video_url: videoUrl,
  image: optionalMediaId,
  title: shortText(),
  /** Running time as shown to visitors, e.g. "4:32". */
  length: z.string().max(20).regex(/^(\d{1,2}:)?\d{1,2}:\d{2}$|^$/, 'length: m:ss or h:mm:ss').default(''),
  anchor,
});

export const videoSelfHostedBlockSchema = z.object({
  kind: z.literal('video_self_hosted'),
  id,
  file: fileUrl,
  image: optionalMediaId,
  title: shortText(),
});

/** An embed block: the host must belong to the chosen media_type of the group. */
function embedBlock<K extends string, G extends 'audio' | 'viewer' | 'socialmedia'>(kind: K, group: G) {
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

export const audioBlockSchema = embedBlock('audio', 'audio');
export const viewerBlockSchema = embedBlock('viewer', 'viewer');
export const socialMediaBlockSchema = embedBlock('socialmedia', 'socialmedia');

export const audioSelfHostedBlockSchema = z.object({
  kind: z.literal('audio_self_hosted'),
  id,
  file: fileUrl,
  title: shortText(),
  description: shortText(1000),
});

export const videoListBlockSchema = z.object({
  kind: z.literal('videolist'),
  id,
  headline: shortText(),
  items: z
    .array(z.object({ id, video_url: videoUrl, image: optionalMediaId, title: shortText(), length: z.string().max(20).default('') }))
    .min(1, 'video list needs at least one video'),
});

export const imageListFormats = ['standard', 'square', 'portrait', 'wide'] as const;

export const imageListBlockSchema = z.object({
  kind: z.literal('imagelist'),
  id,
  headline: shortText(),
  format: z.enum(imageListFormats).default('standard'),
  /** parallax: parallax scrolling with semi-lazy loading (first images eager, the rest lazy). */
  variant: z.enum(['slider', 'grid', 'masonry', 'parallax']).default('grid'),
  items: z
    .array(z.object({ id, image: mediaId, caption: shortText(500), link_url: optionalHref }))
    .min(1, 'image list needs at least one image'),
});

export const logoListBlockSchema = z.object({
  kind: z.literal('logolist'),
  id,
  headline: shortText(),
  items: z.array(z.object({ id, image: mediaId, name: requiredText('logo name', 200), link_url: optionalHref })).min(1, 'logo list needs at least one logo'),
});
