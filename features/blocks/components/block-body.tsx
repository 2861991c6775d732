import { getMediaMap } from '@/features/media/server';
import type { Locale } from '@/i18n/config';
import { mediaIdsIn } from '../definitions';
import { BlockList } from './block-list';

/** A body of blocks outside a page section (a magazine article): loads their images in one query, then renders them. */
export async function BlockBody({ blocks, locale }: { blocks: readonly unknown[]; locale: Locale }) {
  const media = await getMediaMap(mediaIdsIn(blocks), locale);
  return <BlockList blocks={blocks} ctx={{ locale, media }} />;
}
