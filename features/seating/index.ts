// Seat plans' isomorphic part: the plan document (format and validation), its import from our JSON and
// pretix's, the back office's payload schemas, and the shapes of the seat map.
export { seatPlanDocumentSchema } from './plan-document';
export type { SeatPlanDocument } from './plan-document';
export { seatPlanResourceSchema } from './resource-schema';
export { importPlan } from './plan-import';
export { blockSeatsRequest, moveTicketRequest, releaseSeatsRequest } from './desk-schemas';
export type { SeatDeskMap, SeatMap } from './types';
