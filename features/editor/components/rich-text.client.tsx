'use client';

import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from './rich-text.module.css';

/**
 * docs/requirements.md §5 rich text: bold, italic, link (https by default, optional new window), bulleted and
 * numbered lists, undo and redo. Everything else of StarterKit is off, so pasted HTML keeps only
 * these marks (the server cleans the same way again). Links open in the same window unless asked.
 */
export const richTextExtensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null },
    },
  }),
];

/** The HTML a rich text keeps: '' for an empty editor. */
export const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** A link as staff type it: a scheme is added (https) unless the target is a path, anchor, mail or phone. */
function withScheme(href: string): string {
  const trimmed = href.trim();
  return /^(https?:|mailto:|tel:|\/|#)/i.test(trimmed) || trimmed === '' ? trimmed : `https://${trimmed}`;
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const t = useTranslations('Editor.richText');
  const id = useId();
  const current = editor.getAttributes('link') as { href?: string; target?: string };
  const [href, setHref] = useState(current.href ?? 'https://');
  const [newWindow, setNewWindow] = useState(current.target === '_blank');
  const apply = () => {
    const url = withScheme(href);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url || url === 'https://') chain.unsetLink().run();
    else chain.setLink({ href: url, target: newWindow ? '_blank' : null }).run();
    onDone();
  };
  return (
    <div className={styles.linkForm} role="group" aria-label={t('link')}>
      <label htmlFor={`${id}-href`}>{t('linkUrl')}</label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onDone();
          }
        }}
        autoFocus
      />
      <label>
        <input type="checkbox" checked={newWindow} onChange={(e) => setNewWindow(e.target.checked)} /> {t('newWindow')}
      </label>
      <button type="button" onClick={apply}>
        {t('applyLink')}
      </button>
      {current.href && (
        <button
          type="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {t('removeLink')}
        </button>
      )}
    </div>
  );
}

/** The rich-text marks (docs/requirements.md §5) as buttons (their shortcuts work too: Ctrl+B, Ctrl+I, Ctrl+Z …). */
export function RichTextToolbar({ editor }: { editor: Editor | null }) {
  const t = useTranslations('Editor.richText');
  const [linking, setLinking] = useState(false);
  if (!editor) return null;
  // The owner's useEditor re-renders on every transaction (shouldRerenderOnTransaction), so this is current.
  const state = {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    link: editor.isActive('link'),
    bullet: editor.isActive('bulletList'),
    ordered: editor.isActive('orderedList'),
    undo: editor.can().undo(),
    redo: editor.can().redo(),
  };
  const chain = () => editor.chain().focus();
  const buttons = [
    { key: 'bold', pressed: state.bold, run: () => chain().toggleBold().run(), shortcut: 'Control+B' },
    { key: 'italic', pressed: state.italic, run: () => chain().toggleItalic().run(), shortcut: 'Control+I' },
    { key: 'link', pressed: state.link, run: () => setLinking((v) => !v) },
    { key: 'bulletList', pressed: state.bullet, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', pressed: state.ordered, run: () => chain().toggleOrderedList().run() },
  ] as const;
  return (
    <div className={styles.bar}>
      <div role="toolbar" aria-label={t('toolbar')} className={styles.buttons}>
        {buttons.map((b) => (
          <button
            key={b.key}
            type="button"
            aria-pressed={b.pressed}
            onMouseDown={(e) => e.preventDefault()}
            onClick={b.run}
            aria-keyshortcuts={'shortcut' in b ? b.shortcut : undefined}
          >
            {t(b.key)}
          </button>
        ))}
        <button
          type="button"
          disabled={!state.undo}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => chain().undo().run()}
        >
          {t('undo')}
        </button>
        <button
          type="button"
          disabled={!state.redo}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => chain().redo().run()}
        >
          {t('redo')}
        </button>
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </div>
  );
}
