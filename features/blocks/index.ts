export {
  definitions,
  blockSchema,
  blockKinds,
  parseBlock,
  mediaIdsOf,
  type Block,
  type BlockInput,
  type BlockKind,
  type BlockOf,
} from './definitions';
// Sanitizing uses sanitize-html, never imported by a client component: bundles drop it.
export { sanitizeBlock } from './sanitize';
export { newBlockId } from './define';
export { itemShape, type EditorField } from './editor-fields';
export { isOnlineAt } from './shared/online-window';
export { embedProviders, isAllowedEmbed, providerOf } from './embed-hosts';
export type { ContainerEntity } from './types';
export {
  layoutColumns,
  layoutOptions,
  sectionColumnSchema,
  sectionLabels,
  sectionSettingsSchema,
  variantOptions,
  type SectionLayout,
  type SectionSettings,
} from './section';
