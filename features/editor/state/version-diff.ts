import { create } from 'jsondiffpatch';
import type { DraftSection } from '@/features/pages';

/** One block's change between a version and the current draft, for the version list (docs/requirements.md §6). */
export type BlockChange = {
  id: string;
  kind: string;
  change: 'added' | 'removed' | 'changed';
  fields: { name: string; before: string; after: string }[];
};

type RawBlock = { id: string; kind: string } & Record<string, unknown>;

// Items (FAQ entries, teasers …) are matched by their id, so a moved item is a move, not two edits.
const differ = create({
  objectHash: (item: object) => (item as { id?: string }).id ?? JSON.stringify(item),
  arrays: { detectMove: true },
});

const blocksOf = (sections: Pick<DraftSection, 'columns'>[]) =>
  new Map(sections.flatMap((s) => s.columns.flatMap((c) => c.children as RawBlock[])).map((b) => [b.id, b]));

/** A field's value as a short line of text (rich text without tags). */
function short(value: unknown): string {
  const text =
    typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ') : value === undefined ? '' : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * What changed per block from a version to the current draft (jsondiffpatch): blocks added and
 * removed, and for changed blocks each changed field with its value before and after.
 */
export function diffBlocks(
  version: Pick<DraftSection, 'columns'>[],
  current: Pick<DraftSection, 'columns'>[],
): BlockChange[] {
  const before = blocksOf(version);
  const after = blocksOf(current);
  const changes: BlockChange[] = [];
  for (const [id, block] of after) {
    const old = before.get(id);
    if (!old) {
      changes.push({ id, kind: block.kind, change: 'added', fields: [] });
      continue;
    }
    const delta = differ.diff(old, block) as Record<string, unknown> | undefined;
    if (!delta) continue;
    changes.push({
      id,
      kind: block.kind,
      change: 'changed',
      fields: Object.keys(delta).map((name) => ({ name, before: short(old[name]), after: short(block[name]) })),
    });
  }
  for (const [id, block] of before)
    if (!after.has(id)) changes.push({ id, kind: block.kind, change: 'removed', fields: [] });
  return changes;
}
