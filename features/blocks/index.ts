export {
  definitions,
  blockSchema,
  blockKinds,
  parseBlock,
  mediaIdsOf,
  mediaIdsIn,
  type Block,
  type BlockInput,
  type BlockKind,
  type BlockOf,
} from './definitions';
// Sanitizing uses sanitize-html, never imported by a client component: bundles drop it.
export { sanitizeBlock } from './sanitize';
export { newBlockId, type BlockDefinition, type EditorSet } from './define';
export { itemShape, type EditorField, type EditorWidget, type Labels, type SelectOption } from './editor-fields';
export { isOnlineAt } from './shared/online-window';
export { embedProviders, isAllowedEmbed, providerOf } from './embed-hosts';
export type { TeaserItem } from './shared/teaser-item';
export type { BlockContext, ContainerEntity } from './types';
export {
  containerLayouts,
  layoutColumns,
  layoutOptions,
  sectionColumnSchema,
  sectionLabels,
  sectionSettingsSchema,
  sectionVariants,
  variantOptions,
  type SectionLayout,
  type SectionSettings,
} from './section';
