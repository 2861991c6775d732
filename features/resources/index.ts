export {
  defineResource,
  type AnyResource,
  type ListParams,
  type ResourceDefinition,
  type ResourceRecord,
} from './define';
export {
  clockTime,
  dateTime,
  fillSlugs,
  filterFlag,
  filterId,
  isoDay,
  linkUrl,
  localized,
  localizedSlug,
  plainText,
  position,
  refId,
  type LocalizedInput,
} from './fields';
