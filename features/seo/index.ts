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
// Where an Event takes place (every Event in JSON-LD has a location).
export { eventPlace, type MuseumPlace } from './json-ld';
// The hreflang alternates of a page, as the sitemap lists them.
