import { ChevronIcon } from '@/components/icons';
import type { NavItem } from '@/features/pages';
import { fill } from '@/i18n/client-texts';
import { NavLink } from './nav-link.client';
import { SubmenuToggle } from './submenu-toggle';
import styles from './header.module.css';

/**
 * Main menu from 64em: top-level links, each submenu shown by the button beside its link (closed on
 * route change, Escape and outside presses). Rendered on the server; only the links' current-page
 * marks and the buttons run in the browser.
 */
export function DesktopMenu({
  items,
  label,
  submenu,
}: {
  items: NavItem[];
  label: string;
  /** 'Untermenü {name}' */ submenu: string;
}) {
  return (
    <nav className={styles.desktopMenu} aria-label={label} data-landing-hide="">
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item.id} className={styles.menuItem}>
            <NavLink href={item.url} className={styles.menuLink} section>
              {item.menu_name}
            </NavLink>
            {item.children.length > 0 && (
              <>
                <SubmenuToggle
                  controls={`submenu-${item.id}`}
                  label={fill(submenu, { name: item.menu_name })}
                  className={styles.subToggle}
                  popup
                >
                  <ChevronIcon />
                </SubmenuToggle>
                <ul id={`submenu-${item.id}`} className={styles.submenu}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavLink href={child.url}>{child.menu_name}</NavLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
