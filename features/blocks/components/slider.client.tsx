'use client';

import { fill } from '@/i18n/client-texts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './slider.module.css';

/** Made on the server (`sliderTexts`); `{current}` and `{total}` are filled in here. */
export type SliderTexts = { carousel: string; previousSlide: string; nextSlide: string; slideStatus: string };

type Props = { label: string; texts: SliderTexts; breakpoints?: Record<number, number>; children: ReactNode };

/**
 * A slider island (docs/requirements.md §4 and §9: starts lazily once 10 % visible, 1 slide per view, gap 24).
 * Children are server-rendered <li> slides; until Swiper is loaded they are a plain list.
 */
export function SliderIsland({ label, texts: t, breakpoints, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<{ index: number; total: number } | null>(null);
  const prevLabel = t.previousSlide;
  const nextLabel = t.nextSlide;

  useEffect(() => {
    const el = root.current;
    if (!el || !track.current || !prev.current || !next.current) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      import('./slider-engine').then(({ createSlider }) => {
        if (cancelled || !track.current || !prev.current || !next.current) return;
        destroy = createSlider(el, track.current, {
          prevEl: prev.current,
          nextEl: next.current,
          breakpoints,
          labels: { prev: prevLabel, next: nextLabel },
          onChange: (index, total) => setPosition({ index, total }),
        });
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
        destroy?.();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      destroy?.();
    };
  }, [breakpoints, prevLabel, nextLabel]);

  return (
    <div className={styles.slider} role="region" aria-roledescription={t.carousel} aria-label={label}>
      <div ref={root} className={styles.viewport}>
        {/* Focusable while it is a scrolling row, so keyboard users can scroll it; Swiper removes that. */}
        <ul ref={track} className={styles.track} tabIndex={0}>
          {children}
        </ul>
      </div>
      <div className={`${styles.controls} needs-script`} hidden={!position}>
        <button ref={prev} type="button" className={styles.control} aria-label={prevLabel}>
          <span aria-hidden="true">←</span>
        </button>
        <p className={styles.status} aria-live="polite">
          {position && fill(t.slideStatus, { current: position.index + 1, total: position.total })}
        </p>
        <button ref={next} type="button" className={styles.control} aria-label={nextLabel}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
