'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { htmlOf, richTextExtensions, RichTextToolbar } from '../rich-text.client';
import styles from '../rich-text.module.css';

/** A rich text field of the edit modal: the marks of docs/requirements.md §5, the value kept as cleaned HTML. */
export function RichTextField({
  id,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  describedBy?: string;
  invalid: boolean;
}) {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });
  return (
    <div className={styles.bar}>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} className={styles.editor} />
    </div>
  );
}
