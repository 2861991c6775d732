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
      reportError(new Error('Skipped an invalid block'), {
        index,
        kind: (raw as { kind?: unknown })?.kind,
        issues: parsed.error.issues.slice(0, 3),
      });
      return null;
    }
    // The slot adds no box (display: contents); the page editor finds each block by it.
    return (
      <div
        key={parsed.data.id}
        className="block-slot"
        data-block-id={parsed.data.id}
        data-block-kind={parsed.data.kind}
      >
        <BlockView block={parsed.data} ctx={renderCtx} />
      </div>
    );
  });
}

function BlockView<K extends BlockKind>({ block, ctx }: { block: BlockOf<K>; ctx: RenderContext }) {
  const Component = blockRegistry[block.kind] as BlockComponent<K>;
  return <Component block={block} ctx={ctx} />;
}
