export { breadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
export { serializeJsonLd } from '@/lib/json-ld';
export {
  articleJsonLd,
  museumJsonLd,
  openingHoursJsonLd,
  personJsonLd,
  placeJsonLd,
  productionJsonLd,
  websiteJsonLd,
} from './json-ld';
export { buildMetadata, generatedImagePath, OG_LOCALES, pageTitle } from './metadata';
