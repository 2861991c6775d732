import type { ContainerEntity } from '@/features/pages/types';
import type { BlockContext } from '../types';
import { BlockList } from './block-list';

const LAYOUTS = new Set(['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25']);

/** A section (container) of a page: its columns side by side in the chosen layout. */
export function SectionView({ section, ctx }: { section: ContainerEntity; ctx: BlockContext }) {
  const layout = LAYOUTS.has(section.settings.layout ?? '') ? section.settings.layout : '100';
  const extra = (section.settings.extra_class ?? '').replace(/[^A-Za-z0-9 _-]/g, '');
  return (
    <section className={`section section--${layout} ${extra}`.trim()} data-slug={section.slug}>
      <div className="section__inner">
        {section.columns.map((column, i) => (
          <div key={i} className={`section__column ${column.classes.replace(/[^A-Za-z0-9 _-]/g, '')}`.trim()}>
            <BlockList blocks={column.children} ctx={ctx} />
          </div>
        ))}
      </div>
    </section>
  );
}
