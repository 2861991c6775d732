/** The event types and statuses of lib/db/schema/programme.ts, for forms and validation. */
export const eventTypeValues = ['event', 'workshop', 'tour', 'festival', 'theatre', 'concert', 'market'] as const;
export const eventStatusValues = ['scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved_online'] as const;
