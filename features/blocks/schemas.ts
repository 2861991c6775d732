import { z } from 'zod';
import { anchorListBlockSchema, containerBlockSchema, eventListBlockSchema, venueBlockSchema, venueListBlockSchema } from './block-schemas/layout';
import {
  audioBlockSchema,
  audioSelfHostedBlockSchema,
  imageBlockSchema,
  imageListBlockSchema,
  logoListBlockSchema,
  socialMediaBlockSchema,
  videoBlockSchema,
  videoListBlockSchema,
  videoSelfHostedBlockSchema,
  viewerBlockSchema,
} from './block-schemas/media';
import {
  blogTeaserListBlockSchema,
  fullTeaserBlockSchema,
  heroMediaBlockSchema,
  highlightTeasersBlockSchema,
  teaserListBlockSchema,
  twoColumnsBlockSchema,
} from './block-schemas/teasers';
import { faqBlockSchema, formBlockSchema, headlineBlockSchema, htmlBlockSchema, linkBlockSchema, quoteBlockSchema, textBlockSchema } from './block-schemas/text';

export { imageFormats, imageListFormats } from './block-schemas/media';
export { containerLayouts, eventListFilters } from './block-schemas/layout';
export { isOnlineAt, teaserItemSchema, type TeaserItem, FULL_TEASER_TEXT_MAX, FULL_TEASER_TEXT_MAX_LEGACY } from './block-schemas/teasers';

/**
 * Every page module of SPEC section 3 (current and older editor sets) is one member of this
 * discriminated union. The renderer registry (registry.tsx) maps each `kind` to its component, so a
 * kind without a component fails the type check. The same schemas validate what the editor saves.
 * Sections are containers (lib/db/schema/content.ts), not blocks; the older set's nested container
 * is the `container` block.
 */
export const blockSchema = z.discriminatedUnion('kind', [
  headlineBlockSchema,
  textBlockSchema,
  linkBlockSchema,
  imageBlockSchema,
  videoBlockSchema,
  videoSelfHostedBlockSchema,
  audioBlockSchema,
  audioSelfHostedBlockSchema,
  viewerBlockSchema,
  quoteBlockSchema,
  faqBlockSchema,
  fullTeaserBlockSchema,
  teaserListBlockSchema,
  imageListBlockSchema,
  logoListBlockSchema,
  venueBlockSchema,
  venueListBlockSchema,
  htmlBlockSchema,
  formBlockSchema,
  heroMediaBlockSchema,
  blogTeaserListBlockSchema,
  twoColumnsBlockSchema,
  eventListBlockSchema,
  highlightTeasersBlockSchema,
  anchorListBlockSchema,
  socialMediaBlockSchema,
  videoListBlockSchema,
  containerBlockSchema,
]);

export type Block = z.infer<typeof blockSchema>;
export type BlockKind = Block['kind'];
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;
/** What the editor sends: defaults not yet applied. */
export type BlockInput = z.input<typeof blockSchema>;

export const blockKinds = blockSchema.options.map((o) => o.shape.kind.value) as BlockKind[];

/** Parses one stored block; unknown kinds, missing required fields and foreign hosts come back as an error. */
export function parseBlock(raw: unknown) {
  return blockSchema.safeParse(raw);
}

/** Media ids a block refers to (nested blocks included), so a page can load all its images in one query. */
export function mediaIdsOf(block: Block): number[] {
  const ids = (list: (number | null)[]) => list.filter((n): n is number => typeof n === 'number');
  switch (block.kind) {
    case 'image':
    case 'twocolumns':
      return [block.image];
    case 'video':
    case 'video_self_hosted':
    case 'fullteaser':
    case 'heromedia':
      return ids([block.image]);
    case 'imagelist':
    case 'logolist':
      return block.items.map((i) => i.image);
    case 'videolist':
    case 'teaserlist':
    case 'blogteaserlist':
    case 'highlightteasers':
      return ids(block.items.map((i) => i.image));
    case 'container':
      return block.columns.flatMap((c) => nestedMediaIds(c.children));
    case 'eventlist':
      return nestedMediaIds(block.children);
    default:
      return [];
  }
}

function nestedMediaIds(children: unknown[]): number[] {
  return children.flatMap((raw) => {
    const parsed = parseBlock(raw);
    return parsed.success ? mediaIdsOf(parsed.data) : [];
  });
}
