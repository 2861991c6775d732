// The door (staff scan a ticket's QR code): what the gate answers and the request it takes. Isomorphic:
// the dashboard's scanner page shows the answers; the server decides them (./server).
export type { CheckInResult, CheckInTicket } from './results';
export { checkInRequest, type CheckInRequest } from './request';
