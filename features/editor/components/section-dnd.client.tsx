'use client';

import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { definitions } from '@/features/blocks';
import { findBlock, moveBlock, type Place, type SectionContent } from '../state/section-content';
import type { SectionStore } from '../state/section-store';
import { useEditSession } from './edit-session.client';

/** Drop targets for whole columns (an empty column has no block to drop onto). */
const columnId = (column: number) => `column:${column}`;

/** Where a block dropped on `over` goes: before that block, or at the end of that column. */
function dropPlace(content: SectionContent, over: UniqueIdentifier): Place | null {
  const id = String(over);
  if (id.startsWith('column:')) {
    const column = Number(id.slice(7));
    return { column, index: content.columns[column]?.children.length ?? 0 };
  }
  return findBlock(content, id);
}

/**
 * Drag and drop of the blocks of one section (dnd-kit): by pointer, or by keyboard from a block's
 * drag handle (Space to lift, arrows to move, Space to drop, Escape to cancel), each step announced.
 */
export function SectionDnd({ store, children }: { store: SectionStore; children: ReactNode }) {
  const t = useTranslations('Editor');
  const { locale } = useEditSession();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const kindOf = (id: UniqueIdentifier) => {
    const content = store.getState().content;
    const place = findBlock(content, String(id));
    return place ? definitions[content.columns[place.column].children[place.index].kind].label[locale] : '';
  };
  const placeText = (over: UniqueIdentifier | undefined) => {
    const place = over === undefined ? null : dropPlace(store.getState().content, over);
    return place ? { column: place.column + 1, position: place.index + 1 } : null;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStart', { kind: kindOf(active.id) }),
    onDragOver: ({ active, over }) => {
      const place = placeText(over?.id);
      return place
        ? t('dragOver', { kind: kindOf(active.id), ...place })
        : t('dragNowhere', { kind: kindOf(active.id) });
    },
    // Announced after onDragEnd has moved the block: where it is now.
    onDragEnd: ({ active, over }) => {
      const place = over ? placeText(active.id) : null;
      return place ? t('moved', { kind: kindOf(active.id), ...place }) : t('dragCancel', { kind: kindOf(active.id) });
    },
    onDragCancel: ({ active }) => t('dragCancel', { kind: kindOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const content = store.getState().content;
    const to = dropPlace(content, over.id);
    if (to) store.getState().apply((c) => moveBlock(c, String(active.id), to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
    >
      {children}
    </DndContext>
  );
}

/** One column of a section: its blocks as a sortable list, the column itself a drop target. */
export function SortableColumn({
  column,
  ids,
  className,
  label,
  children,
}: {
  column: number;
  ids: string[];
  className: string;
  label: string;
  children: ReactNode;
}) {
  const { setNodeRef } = useDroppable({ id: columnId(column) });
  return (
    <SortableContext id={columnId(column)} items={ids} strategy={verticalListSortingStrategy}>
      <div ref={setNodeRef} className={className} data-column={column} role="group" aria-label={label}>
        {children}
      </div>
    </SortableContext>
  );
}
