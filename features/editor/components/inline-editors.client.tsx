'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import type { BlockOf } from '@/features/blocks';
import { htmlOf, richTextExtensions, RichTextToolbar } from './rich-text.client';
import styles from './canvas.module.css';

/** A text block typed into on the page; the change is kept when the text loses focus. */
export function InlineText({ block, onCommit }: { block: BlockOf<'text'>; onCommit: (content: string) => void }) {
  const t = useTranslations('Editor');
  const editor = useEditor({
    extensions: richTextExtensions,
    content: block.content,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: `block ${styles.richText}`,
        'aria-label': t('textLabel'),
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onBlur: ({ editor: current }) => {
      const html = htmlOf(current);
      if (html !== block.content) onCommit(html);
    },
  });
  return (
    <div className={styles.inlineText}>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** A headline typed into on the page (plain text, its level as on the page). */
export function InlineHeadline({
  block,
  onCommit,
}: {
  block: BlockOf<'headline'>;
  onCommit: (content: string) => void;
}) {
  const t = useTranslations('Editor');
  const Heading = `h${block.headline_level}` as 'h2';
  return (
    <div className="block">
      {block.preline && <p className="block-headline__preline">{block.preline}</p>}
      <Heading
        className={styles.inlineHeadline}
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        role="textbox"
        aria-label={t('headlineLabel')}
        onBlur={(event) => {
          const text = (event.currentTarget.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text && text !== block.content) onCommit(text);
          else event.currentTarget.textContent = block.content;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.blur();
          }
        }}
      >
        {block.content}
      </Heading>
      {block.subline && <p className="block-headline__subline">{block.subline}</p>}
    </div>
  );
}
