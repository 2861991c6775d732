export { blockSchema, blockKinds, parseBlock, mediaIdsOf, isOnlineAt, type Block, type BlockInput, type BlockKind, type BlockOf } from './schemas';
export { embedProviders, isAllowedEmbed, providerOf } from './embed-hosts';
export type { BlockContext } from './types';
