import { describe, expect, it } from 'vitest';
import {
  END,
  START,
  edgesShown,
  featureEdges,
  findCycle,
  renderGraph,
  replaceBlock,
} from '@/scripts/dev/feature-graph';

describe('feature graph (npm run graph)', () => {
  it('finds an edge for alias, relative, dynamic and re-export imports, and none for self or outside imports', () => {
    const edges = featureEdges([
      { path: 'features/site/header.tsx', source: "import { x } from '@/features/pages/server';" },
      { path: 'features/site/deep/a.ts', source: "import type { T } from '../../search/types';" },
      { path: 'features/site/b.ts', source: "const m = () => import('@/features/consent/client');" },
      { path: 'features/blocks/index.ts', source: "export { y } from '../media';" },
      { path: 'features/blocks/kinds/a/definition.ts', source: "import { z } from '@/features/blocks/common/x';" },
      { path: 'features/blocks/kinds/a/render.tsx', source: "import { r } from '../../common/x';\nimport 'react';" },
      { path: 'features/events/c.ts', source: "import { db } from '@/lib/db';\nimport { c } from '../../lib/cache';" },
      { path: 'lib/x.ts', source: "import { p } from '@/features/pages';" },
    ]);
    expect(edges).toEqual([
      ['blocks', 'media'],
      ['site', 'consent'],
      ['site', 'pages'],
      ['site', 'search'],
    ]);
  });

  it('finds a cycle between features, and none in a one-way graph', () => {
    expect(
      findCycle([
        ['a', 'b'],
        ['b', 'c'],
        ['a', 'c'],
      ]),
    ).toBeNull();
    expect(
      findCycle([
        ['blocks', 'pages'],
        ['pages', 'blocks'],
      ]),
    ).toBe('blocks --> pages --> blocks');
    expect(
      findCycle([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['d', 'a'],
      ]),
    ).toBe('a --> b --> c --> a');
  });

  it('counts an edge once however often it is imported', () => {
    const edges = featureEdges([
      { path: 'features/a/x.ts', source: "import '@/features/b';\nimport '@/features/b/server';" },
      { path: 'features/a/y.ts', source: "import '../b/client';" },
    ]);
    expect(edges).toEqual([['a', 'b']]);
  });

  it('renders a sorted Mermaid flowchart, one line per importer, naming features without edges', () => {
    const graph = renderGraph(
      ['seo', 'site', 'article-editing', 'blocks'],
      [
        ['article-editing', 'blocks'],
        ['site', 'blocks'],
        ['site', 'seo'],
      ],
    );
    expect(graph).toBe(
      '```mermaid\nflowchart LR\n  article_editing[article-editing]\n  article_editing --> blocks\n  site --> blocks & seo\n```',
    );
    expect(edgesShown(graph)).toEqual(['article-editing --> blocks', 'site --> blocks', 'site --> seo']);
    expect(renderGraph(['consent', 'a', 'b'], [['a', 'b']])).toContain('flowchart LR\n  consent\n  a --> b');
  });

  it('replaces only the block between the markers', () => {
    const doc = `# Guide\n\n${START}\n\nold\n\n${END}\n\nrest\n`;
    expect(replaceBlock(doc, 'new')).toBe(`# Guide\n\n${START}\n\nnew\n\n${END}\n\nrest\n`);
    expect(() => replaceBlock('# no markers', 'new')).toThrow(/markers/);
  });
});
