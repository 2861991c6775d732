// Seat plans' browser part: the staff's seat desk of a seated date.
export { SeatDesk } from './components/desk/seat-desk.client';
