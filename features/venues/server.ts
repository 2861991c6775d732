import 'server-only';

export { VenueDetailView } from './components/venue-detail';
export { getVenue } from './server/venues';
export { venueResource } from './server/resource';
