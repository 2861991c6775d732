import 'server-only';

// Seat plans and seated dates (pretix's seating): a venue's plans as documents, the copy of a plan's
// seats a date sells, the seat map the shop shows and polls, and the staff tools on a date's seats. The
// seats' part of the cart and the order (best available, chosen seats, tickets with seats) is in
// features/box-office, in the same transactions as the rest of the cart.
export { applySeatPlan } from './server/date-seats';
export { seatMap, seatMapEtag } from './server/seat-map';
export { blockSeats, releaseSeats, seatDesk } from './server/seat-desk';
export { moveTicket } from './server/seat-moves';
export { seatPlanChoices } from './server/plan-choices';
export { seatPlanResource } from './server/plan-resource';
// The shop's plan: the SVG with every seat labelled, its legend, and the texts of both and of the picker.
export { SeatPlan } from './components/seat-plan';
export { SeatLegend } from './components/seat-legend';
export { seatLabelTexts, seatLegendTexts, seatPickerTexts } from './components/seat-texts.server';
