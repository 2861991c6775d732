import { reportError } from '@/lib/report';
import { parseBlock, type BlockKind, type BlockOf } from '../definitions';
import { blockRegistry } from '../renderers';
import type { BlockComponent, BlockContext, RenderContext } from '../types';

/**
 * Renders stored blocks in order. A block that does not parse (unknown kind, missing required
 * field) renders nothing and is reported; it never breaks the page.
 */
export function BlockList({ blocks, ctx }: { blocks: readonly unknown[]; ctx: BlockContext }) {
  const renderCtx: RenderContext = { ...ctx, renderBlocks: (children) => <BlockList blocks={children} ctx={ctx} /> };
  return blocks.map((raw, index) => {
    const parsed = parseBlock(raw);
    if (!parsed.success) {
      reportError(new Error('Skipped an invalid block'), { index, kind: (raw as { kind?: unknown })?.kind, issues: parsed.error.issues.slice(0, 3) });
      return null;
    }
    return <BlockView key={parsed.data.id} block={parsed.data} ctx={renderCtx} />;
  });
}

function BlockView<K extends BlockKind>({ block, ctx }: { block: BlockOf<K>; ctx: RenderContext }) {
  const Component = blockRegistry[block.kind] as BlockComponent<K>;
  return <Component block={block} ctx={ctx} />;
}
