import type { Locale } from '@/i18n/config';
import type { MediaMap } from '@/features/media';
import type { BlockKind, BlockOf } from './schemas';

/** What every block component receives besides its own data. */
export type BlockContext = { locale: Locale; media: MediaMap };

export type BlockComponent<K extends BlockKind> = (props: { block: BlockOf<K>; ctx: BlockContext }) => React.ReactNode | Promise<React.ReactNode>;

/** A component for every kind: adding a kind to the union without one is a type error. */
export type BlockRegistry = { [K in BlockKind]: BlockComponent<K> };
