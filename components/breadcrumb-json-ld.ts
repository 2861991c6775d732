import type { BreadcrumbList, WithContext } from 'schema-dts';

/** The breadcrumb trail as shown, as schema.org BreadcrumbList; the last item (the page itself) has no link. */
export function breadcrumbJsonLd(
  items: { label: string; href?: string }[],
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      ...(item.href ? { item: new URL(item.href, siteUrl).toString() } : {}),
    })),
  };
}
