import { reportError } from '@/lib/report';
import { parseBlock, type Block, type BlockKind } from '../schemas';
import { blockRegistry } from '../registry';
import type { BlockComponent, BlockContext } from '../types';

/**
 * Renders stored blocks in order. A block that does not parse (unknown kind, missing required
 * field) renders nothing and is reported; it never breaks the page.
 */
export function BlockList({ blocks, ctx }: { blocks: unknown[]; ctx: BlockContext }) {
  return blocks.map((raw, index) => {
    const parsed = parseBlock(raw);
    if (!parsed.success) {
      reportError(new Error('Skipped an invalid block'), { index, kind: (raw as { kind?: unknown })?.kind, issues: parsed.error.issues.slice(0, 3) });
      return null;
    }
    return <BlockView key={parsed.data.id} block={parsed.data} ctx={ctx} />;
  });
}

function BlockView<K extends BlockKind>({ block, ctx }: { block: Extract<Block, { kind: K }>; ctx: BlockContext }) {
  const Component = blockRegistry[block.kind] as BlockComponent<K>;
  return <Component block={block} ctx={ctx} />;
}
