export type { VenueDetail } from './server/venues';
export { venueResourceSchema, type VenueInput } from './resource-schema';
