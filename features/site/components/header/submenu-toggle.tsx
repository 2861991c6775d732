import type { ReactNode } from 'react';

/**
 * The button beside a menu item that shows its submenu: the list it `controls`, which CSS shows
 * while the button is expanded (header.module.css). Rendered on the server; its behaviour is in
 * chrome/header-behaviour.ts: closes when the route changes or a link in the item is followed; as a
 * `popup` (the desktop menu) also on Escape, a press or focus outside the item. Without JavaScript it
 * is hidden (needs-script) and the submenus show as plain lists.
 */
export function SubmenuToggle({
  controls,
  label,
  className,
  popup = false,
  children,
}: {
  controls: string;
  label: string;
  className: string;
  popup?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${className} needs-script`}
      aria-expanded="false"
      aria-controls={controls}
      aria-label={label}
      data-submenu-toggle=""
      data-popup={popup ? '' : undefined}
    >
      {children}
    </button>
  );
}
