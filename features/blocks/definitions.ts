import { z } from 'zod';
import type { NestedMediaIds } from './define';
import { anchorList } from './kinds/anchorlist/definition';
import { audioSelfHosted } from './kinds/audio-self-hosted/definition';
import { audio } from './kinds/audio/definition';
import { blogTeaserList } from './kinds/blogteaserlist/definition';
import { container } from './kinds/container/definition';
import { eventList } from './kinds/eventlist/definition';
import { faq } from './kinds/faq/definition';
import { form } from './kinds/form/definition';
import { fullTeaser } from './kinds/fullteaser/definition';
import { headline } from './kinds/headline/definition';
import { heroMedia } from './kinds/heromedia/definition';
import { highlightTeasers } from './kinds/highlightteasers/definition';
import { html } from './kinds/html/definition';
import { image } from './kinds/image/definition';
import { imageList } from './kinds/imagelist/definition';
import { link } from './kinds/link/definition';
import { logoList } from './kinds/logolist/definition';
import { quote } from './kinds/quote/definition';
import { socialMedia } from './kinds/socialmedia/definition';
import { teaserList } from './kinds/teaserlist/definition';
import { text } from './kinds/text/definition';
import { twoColumns } from './kinds/twocolumns/definition';
import { venue } from './kinds/venue/definition';
import { venueList } from './kinds/venuelist/definition';
import { videoSelfHosted } from './kinds/video-self-hosted/definition';
import { video } from './kinds/video/definition';
import { videoList } from './kinds/videolist/definition';
import { viewer } from './kinds/viewer/definition';

/** Keys must equal each definition's kind, so a registry line cannot point at the wrong folder. */
function registry<T extends { [K in keyof T]: { kind: K } }>(definitions: T): T {
  return definitions;
}

/**
 * Every page module of docs/requirements.md §3 (current and older editor sets), one line per kind; each kind's
 * folder under kinds/ holds its schema, defaults, editor fields and renderer. Sections are containers
 * (lib/db/schema/content.ts), not blocks; the older set's nested container is the `container` block.
 * Isomorphic: the editor reads the same definitions in the browser; renderers live in renderers.tsx.
 */
export const definitions = registry({
  headline,
  text,
  link,
  image,
  video,
  video_self_hosted: videoSelfHosted,
  audio,
  audio_self_hosted: audioSelfHosted,
  viewer,
  quote,
  faq,
  fullteaser: fullTeaser,
  teaserlist: teaserList,
  imagelist: imageList,
  logolist: logoList,
  venue,
  venuelist: venueList,
  html,
  form,
  heromedia: heroMedia,
  blogteaserlist: blogTeaserList,
  twocolumns: twoColumns,
  eventlist: eventList,
  highlightteasers: highlightTeasers,
  anchorlist: anchorList,
  socialmedia: socialMedia,
  videolist: videoList,
  container,
});

type Definitions = typeof definitions;
export type BlockKind = keyof Definitions;
type BlockMap = { [K in BlockKind]: z.output<Definitions[K]['schema']> };
export type BlockOf<K extends BlockKind> = BlockMap[K];
export type Block = BlockOf<BlockKind>;

const schemas = Object.values(definitions).map((d) => d.schema);
const [first, ...rest] = schemas;
if (!first) throw new Error('no block definitions');

/** The single schema of a stored block: unknown kinds, missing required fields and foreign hosts are errors. */
export const blockSchema = z.discriminatedUnion('kind', [first, ...rest]);
/** What the editor sends: defaults not yet applied. */
export type BlockInput = z.input<typeof blockSchema>;
export const blockKinds = Object.keys(definitions) as BlockKind[];

export function parseBlock(raw: unknown) {
  return blockSchema.safeParse(raw);
}

type MediaIdsByKind = { [K in BlockKind]: { mediaIds(block: BlockOf<K>, nested: NestedMediaIds): number[] } };
const mediaIdReaders: MediaIdsByKind = definitions;

function mediaIdsFor<K extends BlockKind>(kind: K, block: BlockOf<K>): number[] {
  return mediaIdReaders[kind].mediaIds(block, mediaIdsIn);
}

/** Media ids a block refers to (nested blocks included), so a page can load all its images in one query. */
export function mediaIdsOf(block: Block): number[] {
  return mediaIdsFor(block.kind, block);
}

/** Media ids of raw nested blocks; children that do not parse have none. */
export function mediaIdsIn(children: readonly unknown[]): number[] {
  return children.flatMap((raw) => {
    const parsed = parseBlock(raw);
    return parsed.success ? mediaIdsOf(parsed.data) : [];
  });
}
