import { getTranslations } from 'next-intl/server';
import { designSettingsSchema } from '@/features/settings';
import { getDesignSettings } from '@/features/settings/server';
import { reportError } from '@/lib/report';
import type { BlockComponent } from '../../types';
import { AnchorListNav } from '../../components/lazy-islands.client';
// The island's styles, with the page's stylesheets (its chunk loads after the first paint).
import './anchor-list.module.css';

async function anchorListOffset() {
  try {
    return (await getDesignSettings()).anchorListOffset;
  } catch (error) {
    reportError(error, { where: 'anchor list: design settings' });
    return designSettingsSchema.parse({}).anchorListOffset;
  }
}

/** "On this page" links; the sticky variant stays at the top once scrolled past anchorListOffset. */
export const AnchorListBlock: BlockComponent<'anchorlist'> = async ({ block, ctx }) => {
  const [t, offset] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Blocks' }),
    anchorListOffset(),
  ]);
  return (
    <AnchorListNav
      label={t('anchorList')}
      sticky={block.sticky}
      stickAfter={offset}
      items={block.children.map((c) => ({ id: c.id, label: c.label, anchor: c.anchor }))}
    />
  );
};
