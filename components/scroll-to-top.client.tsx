'use client';

import { ArrowUpIcon } from './icons';

/** Scrolls back to the top and moves focus to the main content's start for keyboard users. */
export function ScrollToTop({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
        document.getElementById('content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
