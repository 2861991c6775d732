export { JsonLd } from '@/components/json-ld';
export { breadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
export { serializeJsonLd } from '@/lib/json-ld';
export {
  absoluteUrl,
  articleJsonLd,
  museumJsonLd,
  openingHoursJsonLd,
  personJsonLd,
  placeJsonLd,
  postalAddress,
  productionJsonLd,
  websiteJsonLd,
} from './json-ld';
export { buildMetadata, generatedImagePath, OG_LOCALES, pageTitle, type SeoImage, type SeoInput } from './metadata';
