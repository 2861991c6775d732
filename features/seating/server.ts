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
// The texts of the shop's plan, its legend and its picker (the components are in client.ts: this entry
// stays free of CSS modules, so seed and scripts load it under tsx).
export { seatLabelTexts, seatLegendTexts, seatPickerTexts } from './components/seat-texts.server';
