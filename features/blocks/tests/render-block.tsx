import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { resolveServerTree } from '@/tests/helpers/server-tree';
import { blockSchema, type BlockInput } from '..';
import { BlockList } from '../components/block-list';
import { blockRegistry } from '../renderers';
import type { BlockComponent } from '../types';
import { ConsentContext, type ConsentApi } from '@/features/consent/client';
import type { MediaMap, MediaObject } from '@/features/media';
import type { Locale } from '@/i18n/config';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';

const messages = { de, en, cs };

/** A media map as getMediaMap would return it, for the given ids. */
export function fakeMedia(ids: number[]): MediaMap {
  const map: MediaMap = new Map();
  for (const id of ids) {
    const image: MediaObject = {
      id,
      url: `/media/${id}/bild-${id}.jpg`,
      width: 1600,
      height: 1000,
      alt: `Bild ${id}`,
      credit: 'Freilichtmuseum Lindenau',
      mime_type: 'image/jpeg',
    };
    map.set(id, {
      ...image,
      thumbnails: {
        large: `/media/${id}/large.webp`,
        medium: `/media/${id}/medium.webp`,
        small: `/media/${id}/small.webp`,
      },
    });
  }
  return map;
}

function TestConsent({ children }: { children: ReactNode }) {
  const [media, setMedia] = useState(false);
  const api: ConsentApi = {
    ready: true,
    consent: media ? { tracking: false, media: true } : null,
    allow: (category) => category === 'media' && setMedia(true),
    save: () => {},
    openManager: () => {},
  };
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>;
}

export function renderTree(ui: ReactNode, locale: Locale = 'de') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Berlin">
      <TestConsent>{ui}</TestConsent>
    </NextIntlClientProvider>,
  );
}

/** Parses the block like the page does and renders its registered component. */
export async function renderBlock(
  input: BlockInput | Record<string, unknown>,
  options: { locale?: Locale; media?: MediaMap } = {},
) {
  const block = blockSchema.parse(input);
  const locale = options.locale ?? 'de';
  const Component = blockRegistry[block.kind] as BlockComponent<typeof block.kind>;
  const ctx = { locale, media: options.media ?? fakeMedia([1, 2, 3, 4]) };
  const tree = await resolveServerTree(
    <Component block={block} ctx={{ ...ctx, renderBlocks: (children) => <BlockList blocks={children} ctx={ctx} /> }} />,
  );
  return renderTree(tree, locale);
}
