import { useLocale, useTranslations } from 'next-intl';
import { env } from '@/lib/env';
import { BackCrumb } from './breadcrumb-back.client';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { JsonLd } from './json-ld';
import styles from './breadcrumb.module.css';

export type BreadcrumbItem = { label: string; href?: string };

/**
 * Breadcrumb trail (docs/requirements.md §2): starts with Home; the last item is the current page. With
 * `backFirst` the first crumb goes back in history when the visitor came from this site. The same
 * trail goes to search engines as BreadcrumbList (server only: it reads SITE_URL).
 */
export function Breadcrumb({ items, backFirst = false }: { items: BreadcrumbItem[]; backFirst?: boolean }) {
  const t = useTranslations('Common');
  const locale = useLocale();
  const trail: BreadcrumbItem[] = [{ label: t('home'), href: `/${locale}` }, ...items];
  return (
    <nav className={styles.breadcrumb} aria-label={t('breadcrumb')}>
      <JsonLd data={breadcrumbJsonLd(trail, env().SITE_URL)} />
      <ol>
        {trail.map((item, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${i}-${item.label}`}>
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : i === 0 && backFirst ? (
                <BackCrumb href={item.href}>{item.label}</BackCrumb>
              ) : (
                <a href={item.href}>{item.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
