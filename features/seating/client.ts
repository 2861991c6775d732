// Seat plans' browser part: the grid editor and the seat desk staff use in the back office.
export { SeatDesk } from './components/desk/seat-desk.client';
export { SeatPlanEditor, starterPlan } from './components/editor/seat-plan-editor';
export type { Translate as SeatPlanEditorTexts } from './components/editor/texts';
