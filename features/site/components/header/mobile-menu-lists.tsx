import { ChevronIcon } from '@/components/icons';
import type { NavItem } from '@/features/pages';
import { fill } from '@/i18n/client-texts';
import type { MenuTexts } from './mobile-menu';
import { NavLink } from './nav-link.client';
import { SubmenuToggle } from './submenu-toggle';
import styles from './header.module.css';

/** The mobile menu's primary and secondary lists with their accordion submenus, rendered on the server. */
export function MobileMenuLists({
  primary,
  secondary,
  label,
  texts,
}: {
  primary: NavItem[];
  secondary: NavItem[];
  label: string;
  texts: MenuTexts;
}) {
  const list = (items: NavItem[], className: string) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={styles.mobileItem}>
          <div className={styles.mobileRow}>
            <NavLink href={item.url}>{item.menu_name}</NavLink>
            {item.children.length > 0 && (
              <SubmenuToggle
                controls={`mobile-sub-${item.id}`}
                label={fill(texts.submenu, { name: item.menu_name })}
                className={styles.subToggle}
              >
                <ChevronIcon />
              </SubmenuToggle>
            )}
          </div>
          {item.children.length > 0 && (
            <ul id={`mobile-sub-${item.id}`} className={styles.mobileSub}>
              {item.children.map((child) => (
                <li key={child.id}>
                  <NavLink href={child.url}>{child.menu_name}</NavLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <nav aria-label={label}>{list(primary, styles.mobilePrimary)}</nav>
      {secondary.length > 0 && (
        <nav aria-label={texts.secondaryNavigation}>{list(secondary, styles.mobileSecondary)}</nav>
      )}
    </>
  );
}
