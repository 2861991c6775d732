// Seat plans' isomorphic part: the plan document (format, validation, the seats it describes) and the
// seat map's shapes.
export { planSeats, seatKey, seatPlanDocumentSchema } from './plan-document';
export type { PlanSeat, SeatPlanDocument, SeatPlanSection } from './plan-document';
export type { MapSeat, SeatMap, SeatStatus } from './types';
export { blockSeatsRequest, moveTicketRequest, releaseSeatsRequest } from './desk-schemas';
export type { SeatDeskMap } from './types';
export { seatPlanResourceSchema } from './resource-schema';
export { importPlan } from './plan-import';
