import 'server-only';

export { getVenue } from './server/venues';
