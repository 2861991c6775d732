'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The button beside a menu item that shows its submenu: the list it `controls`, which CSS shows
 * while the button is expanded (header.module.css). Closes when the route changes or a link in the
 * item is followed; as a `popup` (the desktop menu) also on Escape, a press or focus outside the item.
 * `children` is its icon, rendered on the server (icons are not part of the browser's code).
 */
export function SubmenuToggle({ controls, label, className, popup = false, children }: { controls: string; label: string; className: string; popup?: boolean; children: ReactNode }) {
  const pathname = usePathname() ?? '';
  // Remembers the path it was opened on, so it is closed as soon as the route changes.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const item = button.current?.closest('li');
    if (!open || !item) return;
    const close = () => setOpenedOn(null);
    const outside = (e: Event) => !item.contains(e.target as Node);
    const onClick = (e: MouseEvent) => (e.target as Element).closest?.('a') && item.contains(e.target as Node) && close();
    const onPress = (e: PointerEvent) => outside(e) && close();
    const onFocus = (e: FocusEvent) => outside(e) && close();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      button.current?.focus();
      close();
    };
    const listening = new AbortController();
    const options = { signal: listening.signal };
    document.addEventListener('click', onClick, options);
    if (popup) {
      document.addEventListener('pointerdown', onPress, options);
      document.addEventListener('focusin', onFocus, options);
      document.addEventListener('keydown', onKey, options);
    }
    return () => listening.abort();
  }, [open, popup]);

  return (
    <button
      ref={button}
      type="button"
      className={`${className} needs-script`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={() => setOpenedOn(open ? null : pathname)}
    >
      {children}
    </button>
  );
}
