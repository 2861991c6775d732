export type { VenueDetail } from './server/venues';
