// Seat plans' browser part: the grid editor staff use in the back office.
export { SeatPlanEditor, starterPlan } from './components/editor/seat-plan-editor';
export type { Translate as SeatPlanEditorTexts } from './components/editor/texts';
