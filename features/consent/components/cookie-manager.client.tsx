'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { loadingTexts } from '@/components/loading-texts';
import type { Locale } from '@/i18n/config';
import type { Consent } from '../consent-cookie';
import { useFetchedTexts } from '@/lib/fetch-texts';
import { managerTexts } from '../manager-texts';
import shared from './cookie-banner.module.css';
import styles from './cookie-manager.module.css';

/** In the page's data: what the dialog says while its own texts load or when they could not be fetched. */
export type CookieManagerFrameTexts = { close: string; failed: string };

type Props = {
  locale: Locale;
  texts: CookieManagerFrameTexts;
  consent: Consent | null;
  onSave: (consent: Consent) => void;
  onClose: () => void;
};

/** The cookie settings dialog (from the banner or the footer link); its code and texts load when first opened. */
export function CookieManager({ locale, texts: frame, consent, onSave, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<Consent>(consent ?? { tracking: false, media: false });
  // undefined while loading, null when the fetch failed.
  const t = useFetchedTexts(managerTexts, locale);

  useEffect(() => {
    const dialog = ref.current;
    // A modal <dialog> keeps focus inside, closes on Escape and returns focus to the opener.
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  useEffect(() => {
    // Its texts replace the loading line and its Close button, which had the focus: the focus goes
    // where showModal puts it, to the first control.
    const dialog = ref.current;
    if (t && dialog && !dialog.contains(document.activeElement))
      dialog.querySelector<HTMLElement>('input:not([disabled]), button')?.focus();
  }, [t]);

  if (!t) {
    return (
      <dialog
        ref={ref}
        className={styles.dialog}
        aria-label={t === null ? frame.failed : loadingTexts[locale].loading}
        aria-busy={t === undefined}
        onClose={onClose}
        onCancel={onClose}
      >
        {t === null ? (
          <p role="alert" className={shared.text}>
            {frame.failed}
          </p>
        ) : (
          <p role="status" className={shared.text}>
            {loadingTexts[locale].loading}
          </p>
        )}
        <div className={shared.actions}>
          <button type="button" className="link-button" onClick={onClose}>
            {frame.close}
          </button>
        </div>
      </dialog>
    );
  }

  const categories = [
    { key: 'required' as const, label: t.required, text: t.requiredText, locked: true },
    { key: 'tracking' as const, label: t.tracking, text: t.trackingText, locked: false },
    { key: 'media' as const, label: t.media, text: t.mediaText, locked: false },
  ];

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(choice);
        }}
      >
        <h2 id={titleId} className={shared.heading}>
          {t.managerTitle}
        </h2>
        <p className={shared.text}>{t.managerIntro}</p>
        <ul className={styles.categories}>
          {categories.map((c) => (
            <li key={c.key} className={styles.category}>
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  name={c.key}
                  checked={c.locked ? true : choice[c.key as keyof Consent]}
                  disabled={c.locked}
                  onChange={(e) => !c.locked && setChoice({ ...choice, [c.key]: e.target.checked })}
                />
                <span className={styles.categoryName}>{c.label}</span>
              </label>
              <p className={styles.categoryText}>{c.text}</p>
            </li>
          ))}
        </ul>
        <div className={shared.actions}>
          <button type="submit" className="button">
            {t.saveSelection}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onSave({ tracking: true, media: true })}
          >
            {t.acceptAll}
          </button>
          <button type="button" className="link-button" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </form>
    </dialog>
  );
}
