'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { blockKinds, definitions, type BlockKind } from '@/features/blocks';
import { useEditSession, type Target } from './edit-session.client';
import dialogStyles from './toolbar.module.css';
import styles from './block-form/block-form.module.css';

/** docs/requirements.md §2: the kinds the toolbar offers, in the order of the definitions. */
const TOOLBAR_KINDS: BlockKind[] = blockKinds.filter((kind) => definitions[kind].sets.includes('toolbar'));

const encode = (t: Target) => `${t.slug}|${t.column}`;

/** Choose a kind and where it goes (any section, any column); headline and text go straight onto the page. */
export function AddBlockDialog({
  target,
  onChoose,
  onClose,
}: {
  target?: Target;
  onChoose: (kind: BlockKind, target: Target) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Editor');
  const { locale, stores, active } = useEditSession();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const places = stores.flatMap((store, s) => {
    const { slug, content } = store.getState();
    return content.columns.map((column, c) => ({
      slug,
      column: c,
      index: column.children.length,
      label: t('place', { section: s + 1, column: c + 1 }),
    }));
  });
  const fallback = places.filter((p) => p.slug === active?.getState().slug).at(0) ?? places[0];
  const [where, setWhere] = useState(target ? encode(target) : fallback ? encode(fallback) : '');
  useEffect(() => ref.current?.showModal(), []);
  const choose = (kind: BlockKind) => {
    const place = places.find((p) => encode(p) === where);
    if (!place) return;
    // A preset target keeps its position; a place picked here appends to the column.
    const at =
      target && encode(target) === where ? target : { slug: place.slug, column: place.column, index: place.index };
    ref.current?.close();
    onChoose(kind, at);
  };
  return (
    <dialog
      ref={ref}
      className={`${dialogStyles.dialog} ${styles.dialog}`}
      onClose={onClose}
      aria-labelledby={`${id}-heading`}
    >
      <div className={dialogStyles.dialogHeader}>
        <h2 id={`${id}-heading`}>{t('addBlock')}</h2>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-where`}>{t('addWhere')}</label>
        <select id={`${id}-where`} value={where} onChange={(e) => setWhere(e.target.value)}>
          {places.map((p) => (
            <option key={encode(p)} value={encode(p)}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <ul className={styles.kinds} aria-label={t('kinds')}>
        {TOOLBAR_KINDS.map((kind) => (
          <li key={kind}>
            <button type="button" className={styles.secondary} onClick={() => choose(kind)}>
              {definitions[kind].label[locale]}
            </button>
          </li>
        ))}
      </ul>
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.button} onClick={() => ref.current?.close()}>
          {t('cancel')}
        </button>
      </div>
    </dialog>
  );
}
