export { venueResourceSchema } from './resource-schema';
