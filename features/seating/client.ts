// Seat plans' browser part: the picker that makes the server's plan choosable (keyboard, touch, zoom,
// live states) and lists the chosen seats; the shop gives it the cart call.
export { SeatPicker } from './components/seat-picker.client';
export type { SeatPickerProps } from './components/seat-picker.client';
export type { ChosenSeat, PickerGroup, SeatCartCall, SeatCartResult } from './components/seat-selection';
