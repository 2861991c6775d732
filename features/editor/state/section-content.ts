import { layoutColumns, newBlockId, type Block, type SectionLayout, type SectionSettings } from '@/features/blocks';

/** What the editor changes of a section: its settings and the blocks in its columns. */
export type SectionContent = { settings: SectionSettings; columns: { classes: string; children: Block[] }[] };

/** Where a block sits: column and index within it. */
export type Place = { column: number; index: number };

export function findBlock(content: SectionContent, blockId: string): Place | null {
  for (const [column, { children }] of content.columns.entries()) {
    const index = children.findIndex((b) => b.id === blockId);
    if (index >= 0) return { column, index };
  }
  return null;
}

function withColumn(content: SectionContent, column: number, change: (children: Block[]) => Block[]): SectionContent {
  return {
    ...content,
    columns: content.columns.map((c, i) => (i === column ? { ...c, children: change(c.children) } : c)),
  };
}

export function replaceBlock(content: SectionContent, block: Block): SectionContent {
  const place = findBlock(content, block.id);
  return place
    ? withColumn(content, place.column, (children) => children.map((b) => (b.id === block.id ? block : b)))
    : content;
}

export function insertBlock(content: SectionContent, block: Block, at: Place): SectionContent {
  const column = Math.min(Math.max(at.column, 0), content.columns.length - 1);
  return withColumn(content, column, (children) => [
    ...children.slice(0, at.index),
    block,
    ...children.slice(at.index),
  ]);
}

export function removeBlock(content: SectionContent, blockId: string): SectionContent {
  const place = findBlock(content, blockId);
  return place ? withColumn(content, place.column, (children) => children.filter((b) => b.id !== blockId)) : content;
}

/** Moves a block to a place (indexes counted after taking it out); unchanged when it is not there. */
export function moveBlock(content: SectionContent, blockId: string, to: Place): SectionContent {
  const from = findBlock(content, blockId);
  if (!from) return content;
  const block = content.columns[from.column].children[from.index];
  return insertBlock(removeBlock(content, blockId), block, to);
}

/** One step up or down; past the column's edge the block moves into the neighbouring column. */
export function stepBlock(
  content: SectionContent,
  blockId: string,
  direction: -1 | 1,
): { content: SectionContent; to: Place } | null {
  const from = findBlock(content, blockId);
  if (!from) return null;
  const length = content.columns[from.column].children.length;
  let to: Place;
  if (direction === -1 && from.index > 0) to = { column: from.column, index: from.index - 1 };
  else if (direction === 1 && from.index < length - 1) to = { column: from.column, index: from.index + 1 };
  else if (direction === -1 && from.column > 0)
    to = { column: from.column - 1, index: content.columns[from.column - 1].children.length };
  else if (direction === 1 && from.column < content.columns.length - 1) to = { column: from.column + 1, index: 0 };
  else return null;
  return { content: moveBlock(content, blockId, to), to };
}

/** A copy right after the original, with fresh ids for it and its items. */
export function duplicateBlock(content: SectionContent, blockId: string): SectionContent {
  const place = findBlock(content, blockId);
  if (!place) return content;
  const original = content.columns[place.column].children[place.index];
  const copy = structuredClone(original) as Block & { items?: { id: string }[] };
  copy.id = newBlockId(original.kind);
  if (Array.isArray(copy.items)) copy.items = copy.items.map((item) => ({ ...item, id: newBlockId('item') }));
  return insertBlock(content, copy, { column: place.column, index: place.index + 1 });
}

/**
 * Another column layout: as many columns as it has; blocks of columns that go away move to the end
 * of the last one that stays, so a layout change never loses a block.
 */
export function withLayout(content: SectionContent, layout: SectionLayout): SectionContent {
  const count = layoutColumns[layout];
  const kept = content.columns.slice(0, count).map((c) => ({ ...c, children: [...c.children] }));
  const dropped = content.columns.slice(count).flatMap((c) => c.children);
  kept[kept.length - 1].children.push(...dropped);
  while (kept.length < count) kept.push({ classes: '', children: [] });
  return { settings: { ...content.settings, layout }, columns: kept };
}
