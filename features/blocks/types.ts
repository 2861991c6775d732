import type { Locale } from '@/i18n/config';
import type { MediaMap } from '@/features/media';
import type { BlockKind, BlockOf } from './definitions';

/** What a page gives its blocks besides their own data. */
export type BlockContext = { locale: Locale; media: MediaMap };

/**
 * What a renderer receives: the page's context and a way to render nested blocks (container
 * columns) without importing the block list, which imports every renderer.
 */
export type RenderContext = BlockContext & { renderBlocks: (blocks: readonly unknown[]) => React.ReactNode };

export type BlockComponent<K extends BlockKind> = (props: {
  block: BlockOf<K>;
  ctx: RenderContext;
}) => React.ReactNode | Promise<React.ReactNode>;

/** A component for every kind: adding a kind to the union without one is a type error. */
export type BlockRegistry = { [K in BlockKind]: BlockComponent<K> };

/** A section as GET /{lang}/pageeditor-api/container/by-slug/{slug} answers it (docs/requirements.md §3). */
export type ContainerEntity = {
  id: number;
  slug: string;
  model: string;
  parent: number | null;
  content_type: string | null;
  object_id: number | null;
  settings: { layout?: string; extra_class?: string; image?: number | null; variant?: string };
  columns: { classes: string; children: unknown[] }[];
  /** The version an edit starts from: PATCH sends it back and is refused if the section changed since. */
  updated_at: string;
};
