import { sanitizeRichText, sanitizeStaffHtml } from '@/lib/sanitize';
import { definitions, parseBlock, type Block, type BlockKind } from './definitions';
import type { EditorField } from './editor-fields';

type Value = Record<string, unknown>;

/** Cleans the fields a definition marks as rich text or code; item lists and nested blocks too. */
function clean(value: Value, fields: readonly EditorField[]): Value {
  const out: Value = { ...value };
  for (const field of fields) {
    const current = out[field.name];
    if (field.widget === 'richtext' && typeof current === 'string') out[field.name] = sanitizeRichText(current);
    else if (field.widget === 'code' && typeof current === 'string') out[field.name] = sanitizeStaffHtml(current);
    else if (field.widget === 'items' && field.fields && Array.isArray(current))
      out[field.name] = current.map((item: Value) => clean(item, field.fields ?? []));
    else if (field.widget === 'blocks' && Array.isArray(current)) out[field.name] = sanitizeRawBlocks(current);
    else if (field.widget === 'columns' && Array.isArray(current))
      out[field.name] = current.map((column: Value) => ({ ...column, children: sanitizeRawBlocks(column.children) }));
  }
  return out;
}

function sanitizeRawBlocks(children: unknown): unknown[] {
  if (!Array.isArray(children)) return [];
  return children.flatMap((raw) => {
    const parsed = parseBlock(raw);
    return parsed.success ? [sanitizeBlock(parsed.data)] : [];
  });
}

/**
 * A block as it may be stored: rich text reduced to the marks of docs/requirements.md §5, HTML blocks without scripts.
 * Which fields are which comes from the block's definition, so a new kind needs nothing here.
 */
export function sanitizeBlock<B extends Block>(block: B): B {
  const kind: BlockKind = block.kind;
  return clean(block, definitions[kind].fields) as B;
}
