import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { GET as getPage } from '@/app/[locale]/pageeditor-api/page/[[...path]]/route';
import { type Block, blockKinds, isOnlineAt, mediaIdsOf, parseBlock } from '@/features/blocks';
import { readPageByPath } from '@/features/pages/server';
import { getMediaMap } from '@/features/media/server';
import type { ContainerEntity } from '@/features/pages/types';

const NOW = new Date('2026-06-15T10:00:00+02:00');

beforeAll(async () => {
  await testDatabase({ demo: true, now: NOW });
});

/** Every block of the page, nested container children included, parsed. */
function allBlocks(modules: ContainerEntity[]) {
  const failures: unknown[] = [];
  const blocks: Block[] = [];
  const visit = (children: unknown[]) => {
    for (const raw of children) {
      const parsed = parseBlock(raw);
      if (!parsed.success) {
        failures.push({ raw, issues: parsed.error.issues });
        continue;
      }
      blocks.push(parsed.data);
      if (parsed.data.kind === 'container') for (const column of parsed.data.columns) visit(column.children);
    }
  };
  for (const section of modules) for (const column of section.columns) visit(column.children);
  return { blocks, failures };
}

describe('module gallery demo page', () => {
  for (const [locale, path] of [
    ['de', 'modul-galerie'],
    ['en', 'module-gallery'],
    ['cs', 'galerie-modulu'],
  ] as const) {
    it(`parses fully and shows every block kind in ${locale}`, async () => {
      const res = await callRoute(getPage, {
        url: `/${locale}/pageeditor-api/page/${path}`,
        params: { locale, path: [path] },
      });
      expect(res.status).toBe(200);
      const page = res.json as unknown as { modules: ContainerEntity[]; urls: Record<string, string> };
      expect(page.urls).toEqual({ de: '/de/modul-galerie', en: '/en/module-gallery', cs: '/cs/galerie-modulu' });
      const { blocks, failures } = allBlocks(page.modules);
      expect(failures).toEqual([]);
      expect(new Set(blocks.map((b) => b.kind))).toEqual(new Set(blockKinds));
    });
  }

  it('refers only to images that exist', async () => {
    const page = await readPageByPath('de', '/modul-galerie');
    const { blocks } = allBlocks(page!.modules);
    const ids = [...new Set(blocks.flatMap(mediaIdsOf))];
    const sectionImages = page!.modules.flatMap((m) => (m.settings.image ? [m.settings.image] : []));
    const media = await getMediaMap([...ids, ...sectionImages], 'de');
    expect(ids.length).toBeGreaterThan(5);
    expect([...ids, ...sectionImages].filter((id) => !media.has(id))).toEqual([]);
  });

  it('seeds teasers outside their online window, which the list hides', async () => {
    const page = await readPageByPath('en', '/module-gallery');
    const slider = allBlocks(page!.modules).blocks.find((b) => b.kind === 'teaserlist' && b.variant === 'slider');
    if (slider?.kind !== 'teaserlist') throw new Error('no teaser slider');
    const hidden = slider.items.filter((item) => !isOnlineAt(item, NOW)).map((i) => i.headline);
    expect(hidden).toEqual(['Easter bonfire on the green (ended)', 'Summer festival 2027 (not yet online)']);
  });
});

describe('home page demo content', () => {
  it('opens with hero media, highlights, teasers and an image list, all valid', async () => {
    const page = await readPageByPath('de', '');
    const { blocks, failures } = allBlocks(page!.modules);
    expect(failures).toEqual([]);
    expect(blocks.map((b) => b.kind)).toEqual(
      expect.arrayContaining(['heromedia', 'highlightteasers', 'teaserlist', 'imagelist']),
    );
    expect(blocks[0].kind).toBe('heromedia');
  });
});
