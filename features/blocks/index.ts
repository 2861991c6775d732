export { blockSchema, parseBlock, mediaIdsOf, type Block, type BlockKind, type BlockOf } from './schemas';
export type { BlockContext } from './types';
