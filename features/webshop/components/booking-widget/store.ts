import { createStore } from 'zustand/vanilla';
import type { SeatGroup, SelectedTicket } from '@/features/box-office/types';
import { addTicket, offeredGroups, offeredSlots, removeTicket } from './selection';

type Step = 'main' | 'discounts' | 'timeslots';
type Summary =
  | { status: 'idle' }
  | { status: 'loading'; count: number }
  | { status: 'success'; added: number; cartUrl: string }
  | { status: 'error'; code: number | null; limit?: number }
  /** Over capacity: the widget tries the same cart calls again by itself after `seconds`. */
  | { status: 'waiting'; count: number; seconds: number; position: number | null; waitSeconds: number | null };

export type WidgetState = {
  step: Step;
  /** The seat group whose discounts or timeslots the step shows. */
  stepGroup: string | null;
  selected: SelectedTicket[];
  /** Chosen timeslot (block_id) per timed seat group. */
  blocks: Record<string, number | undefined>;
  showAll: boolean;
  summary: Summary;
  add: (ticket: SelectedTicket['ticket']) => void;
  remove: (ticket: SelectedTicket['ticket']) => void;
  goTo: (step: Exclude<Step, 'main'>, group: string) => void;
  back: () => void;
  chooseSlot: (group: string, block: number) => void;
  toggleShowAll: () => void;
  setSummary: (summary: Summary) => void;
  clearSelection: () => void;
  /** Step, summary and list back to the start (after the 250 ms close delay). */
  resetView: () => void;
};

/** The first available timeslot of each timed seat group is preselected (docs/requirements.md §2). */
export function firstSlots(groups: SeatGroup[]) {
  const blocks: Record<string, number | undefined> = {};
  for (const group of offeredGroups(groups)) {
    const [first] = offeredSlots(group);
    if (first) blocks[group.seat_group] = first.block_id;
  }
  return blocks;
}

/** Where a closed widget keeps its store (made by the lazily loaded panel) between openings. */
export type StoreKeeper = { get: () => WidgetStore | null; set: (store: WidgetStore) => void };

/** One store per widget instance, so two widgets on a list never share a selection. */
export function createWidgetStore(groups: SeatGroup[]) {
  const initialBlocks = firstSlots(groups);
  return createStore<WidgetState>()((set) => ({
    step: 'main',
    stepGroup: null,
    selected: [],
    blocks: initialBlocks,
    showAll: false,
    summary: { status: 'idle' },
    add: (ticket) => set((s) => ({ selected: addTicket(s.selected, ticket) })),
    remove: (ticket) => set((s) => ({ selected: removeTicket(s.selected, ticket) })),
    goTo: (step, group) => set({ step, stepGroup: group }),
    back: () => set({ step: 'main', stepGroup: null }),
    chooseSlot: (group, block) => set((s) => ({ blocks: { ...s.blocks, [group]: block } })),
    toggleShowAll: () => set((s) => ({ showAll: !s.showAll })),
    setSummary: (summary) => set({ summary }),
    clearSelection: () => set({ selected: [] }),
    resetView: () =>
      set({ step: 'main', stepGroup: null, showAll: false, summary: { status: 'idle' }, blocks: initialBlocks }),
  }));
}

export type WidgetStore = ReturnType<typeof createWidgetStore>;

export { openWidget } from './open-widget';
