// Seat plans' browser part: the shop's picker (keyboard, touch, zoom, live states, the chosen seats; the
// shop gives it the cart call), and the grid editor and the seat desk staff use in the back office.
export { SeatPicker } from './components/seat-picker.client';
// The plan's SVG with every seat labelled and its legend: no hooks, rendered on the server by the shop.
export { SeatPlan } from './components/seat-plan';
export { SeatLegend } from './components/seat-legend';
export type { SeatPickerProps } from './components/seat-picker.client';
export type { SeatCartCall, SeatCartResult } from './components/seat-selection';
export { SeatDesk } from './components/desk/seat-desk.client';
export { SeatPlanEditor, starterPlan } from './components/editor/seat-plan-editor';
export type { Translate as SeatPlanEditorTexts } from './components/editor/texts';
