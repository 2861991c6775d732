'use client';

import type { ReactNode } from 'react';

/** A crumb that returns to the previous page of this site instead of opening its link anew. */
export function BackCrumb({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      onClick={(e) => {
        const fromHere = document.referrer.startsWith(window.location.origin);
        if (!fromHere || window.history.length < 2 || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        window.history.back();
      }}
    >
      {children}
    </a>
  );
}
