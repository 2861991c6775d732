'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { definitions, type Block } from '@/features/blocks';
import { duplicateBlock, findBlock, removeBlock, replaceBlock, stepBlock } from '../state/section-content';
import type { SectionStore } from '../state/section-store';
import { useEditSession } from './edit-session.client';
import { focusBlock } from './focus';
import { InlineHeadline, InlineText } from './inline-editors.client';
import styles from './canvas.module.css';

/** The most telling text of a block, for its card and for announcements. */
function summaryOf(block: Block): string {
  const values = block as unknown as Record<string, unknown>;
  const text = [
    'content',
    'headline',
    'link_text',
    'title',
    'name',
    'html_code',
    'hubspot_id',
    'video_url',
    'embed',
    'file',
  ]
    .map((key) => values[key])
    .find((v) => typeof v === 'string' && v.trim());
  return typeof text === 'string'
    ? text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 140)
    : '';
}

/**
 * One block in edit mode: the page's own rendering while it is unchanged, inline typing for
 * headlines and texts, a card for other changed blocks; controls on hover and keyboard focus.
 */
export function BlockFrame({
  store,
  block,
  snapshot,
  unchanged,
}: {
  store: SectionStore;
  block: Block;
  snapshot: string | undefined;
  unchanged: boolean;
}) {
  const t = useTranslations('Editor');
  const { locale, setActive, announce, openDialog } = useEditSession();
  const label = definitions[block.kind].label[locale];
  const apply = store.getState().apply;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });

  const step = (direction: -1 | 1) => {
    const moved = stepBlock(store.getState().content, block.id, direction);
    if (!moved) return announce(t(direction === -1 ? 'atTop' : 'atBottom', { kind: label }));
    apply(() => moved.content);
    announce(t('moved', { kind: label, column: moved.to.column + 1, position: moved.to.index + 1 }));
    // Keep the keyboard on the same button of the moved block, so Enter moves it on.
    focusBlock(block.id, `[data-step="${direction}"]`);
  };
  const remove = () => {
    const place = findBlock(store.getState().content, block.id);
    apply((content) => removeBlock(content, block.id));
    announce(t('deleted', { kind: label, column: (place?.column ?? 0) + 1 }));
  };

  // Typed text goes into the block as it is when the text is taken (a move or a modal edit meanwhile stays).
  const commitContent = (content: string) =>
    apply((c) => {
      const place = findBlock(c, block.id);
      const current = place && c.columns[place.column].children[place.index];
      if (!current || !('content' in current) || current.content === content) return c;
      return replaceBlock(c, { ...current, content } as Block);
    });
  let preview;
  if (block.kind === 'headline') preview = <InlineHeadline block={block} onCommit={commitContent} />;
  else if (block.kind === 'text') preview = <InlineText block={block} onCommit={commitContent} />;
  // The server's rendering of this very block, captured before edit mode took over (static, no scripts run).
  else if (unchanged && snapshot !== undefined)
    preview = <div className={styles.snapshot} dangerouslySetInnerHTML={{ __html: snapshot }} />;
  else
    preview = (
      <div className={styles.card}>
        <strong>{label}</strong>
        <span>{summaryOf(block)}</span>
        <small>{t('previewAfterSave')}</small>
      </div>
    );

  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${styles.block} ${isDragging ? styles.dragging : ''}`}
      data-editor-block={block.id}
      tabIndex={0}
      role="group"
      aria-label={`${label}: ${summaryOf(block)}`}
      onFocus={() => setActive(store.getState().slug)}
    >
      <div className={styles.controls} role="toolbar" aria-label={t('blockControls', { kind: label })}>
        <span className={styles.kind}>{label}</span>
        <button
          type="button"
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t('dragHandle', { kind: label })}
        >
          ⠿
        </button>
        <button
          type="button"
          onClick={() => openDialog({ type: 'block', kind: block.kind, block, slug: store.getState().slug })}
        >
          {t('edit')}
        </button>
        <button type="button" data-step="-1" onClick={() => step(-1)}>
          {t('moveUp')}
        </button>
        <button type="button" data-step="1" onClick={() => step(1)}>
          {t('moveDown')}
        </button>
        <button
          type="button"
          onClick={() => {
            apply((content) => duplicateBlock(content, block.id));
            announce(t('duplicated', { kind: label }));
          }}
        >
          {t('duplicate')}
        </button>
        <button type="button" onClick={remove}>
          {t('delete')}
        </button>
      </div>
      {preview}
    </div>
  );
}
