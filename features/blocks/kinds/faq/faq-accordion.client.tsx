'use client';

import { useId, useState } from 'react';
import { useHydrated } from '@/components/client-only.client';
import styles from './faq.module.css';

type Item = { id: string; question: string; answerHtml: string };

/**
 * Server HTML and the first client render use <details>, so questions open without JavaScript.
 * Once hydrated, each question becomes a button with aria-expanded/aria-controls.
 */
export function FaqAccordion({ id, items }: { id: string; items: Item[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const base = useId();
  if (!hydrated) {
    return (
      <div className={styles.faq} data-faq={id}>
        {items.map((item) => (
          <details key={item.id} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{item.question}</summary>
            <div className={`${styles.faqAnswer} rich-text`} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          </details>
        ))}
      </div>
    );
  }
  const toggle = (itemId: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  return (
    <div className={styles.faq} data-faq={id}>
      {items.map((item, i) => {
        const expanded = open.has(item.id);
        const panelId = `${base}-panel-${i}`;
        const buttonId = `${base}-button-${i}`;
        return (
          <div key={item.id} className={styles.faqItem}>
            <h3 className={styles.faqHeading}>
              <button
                type="button"
                id={buttonId}
                className={styles.faqQuestion}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.question}
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={`${styles.faqAnswer} rich-text`}
              hidden={!expanded}
              dangerouslySetInnerHTML={{ __html: item.answerHtml }}
            />
          </div>
        );
      })}
    </div>
  );
}
