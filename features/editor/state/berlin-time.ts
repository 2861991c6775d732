/**
 * The editor shows and takes dates as the venue's wall-clock time (Europe/Berlin) whatever the
 * staff member's computer is set to; blocks store instants with their offset (ISO 8601). Both come
 * from the shared Berlin-time module.
 */
export { toBerlinInput as toBerlinLocal, berlinWithOffset as fromBerlinLocal } from '@/lib/berlin-time';
