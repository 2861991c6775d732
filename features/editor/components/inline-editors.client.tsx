'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { BlockOf } from '@/features/blocks';
import { useEditSession } from './edit-session.client';
import { htmlOf, richTextExtensions, RichTextToolbar } from './rich-text.client';
import styles from './canvas.module.css';

/**
 * A text block typed into on the page. Each change is handed to the session as it happens, which puts
 * it into the draft and saves it a moment after typing stops (or at once when the text loses focus).
 */
export function InlineText({ block, onCommit }: { block: BlockOf<'text'>; onCommit: (content: string) => void }) {
  const t = useTranslations('Editor');
  const t51 = useTranslations('editor51');
  const { fieldChanged, fieldDone } = useEditSession();
  const editor = useEditor({
    extensions: richTextExtensions,
    content: block.content,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: `block ${styles.richText}`,
        'aria-label': t('textLabel'),
        'aria-placeholder': t51('textPlaceholder'),
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: current }) => fieldChanged(`${block.id}:content`, () => onCommit(htmlOf(current))),
    onBlur: () => fieldDone(),
  });
  // An empty text shows its placeholder (canvas.module.css reads it from --placeholder).
  const placeholder = { '--placeholder': JSON.stringify(t51('textPlaceholder')) } as CSSProperties;
  return (
    <div className={styles.inlineText} data-empty={editor?.isEmpty ? '' : undefined} style={placeholder}>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** A headline as it is kept: one line, single spaces. */
const headlineText = (raw: string) => raw.replace(/\s+/g, ' ').trim();

/**
 * A headline typed into on the page (plain text, its level as on the page). The element is not
 * rendered from the block's text on every change, which would move the caret: its text is set only
 * when the block's text differs from what is typed (undo, a change in the edit modal). A new headline
 * is empty and shows a placeholder until something is typed.
 */
export function InlineHeadline({
  block,
  onCommit,
}: {
  block: BlockOf<'headline'>;
  onCommit: (content: string) => void;
}) {
  const t = useTranslations('Editor');
  const t51 = useTranslations('editor51');
  const { fieldChanged, fieldDone } = useEditSession();
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (headlineText(element.textContent ?? '') !== block.content) element.textContent = block.content;
    element.toggleAttribute('data-empty', block.content === '');
  }, [block.content]);
  const Heading = `h${block.headline_level}` as 'h2';
  return (
    <div className="block">
      {block.preline && <p className="block-headline__preline">{block.preline}</p>}
      <Heading
        ref={ref}
        className={styles.inlineHeadline}
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        role="textbox"
        aria-label={t('headlineLabel')}
        aria-placeholder={t51('headlinePlaceholder')}
        data-placeholder={t51('headlinePlaceholder')}
        onInput={(event) => {
          const element = event.currentTarget;
          const text = headlineText(element.textContent ?? '');
          // A field emptied by deleting may keep a stray <br>: truly empty, so the placeholder shows.
          if (text === '' && element.childNodes.length > 0) element.textContent = '';
          element.toggleAttribute('data-empty', text === '');
          fieldChanged(`${block.id}:content`, () => onCommit(text));
        }}
        onBlur={(event) => {
          const element = event.currentTarget;
          // Spaces typed at the ends go when typing stops.
          if (element.textContent !== headlineText(element.textContent ?? ''))
            element.textContent = headlineText(element.textContent ?? '');
          fieldDone();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.blur();
          }
        }}
      />
      {block.subline && <p className="block-headline__subline">{block.subline}</p>}
    </div>
  );
}
