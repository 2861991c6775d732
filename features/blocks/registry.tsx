import { HeadlineBlock } from './components/headline-block';
import { ImageBlock } from './components/image-block';
import { TextBlock } from './components/text-block';
import type { BlockRegistry } from './types';

/** One component per block kind (see schemas.ts). */
export const blockRegistry: BlockRegistry = {
  headline: HeadlineBlock,
  text: TextBlock,
  image: ImageBlock,
};
