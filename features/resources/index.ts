export { defineResource, type AnyResource } from './define';
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
} from './fields';
