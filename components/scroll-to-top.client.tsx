'use client';

import type { ReactNode } from 'react';

/** Scrolls back to the top and moves focus to the main content's start for keyboard users. */
export function ScrollToTop({ label, className, icon }: { label: string; className?: string; icon: ReactNode }) {
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
      {icon}
    </button>
  );
}
