import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { shopScreen } from '@/features/webshop';
import { ShopScreenView } from '@/features/webshop/server';

export async function generateMetadata({ params }: PageProps<'/[locale]/webshop/[[...path]]'>): Promise<Metadata> {
  const { path, locale } = await params;
  if (shopScreen(path)?.kind !== 'start') return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ShopStart' });
  return { title: t('title') };
}

/** The webshop's start page; cart, checkout, orders, dates, subscriptions and vouchers have routes of their own, anything else is a 404. */
export default async function WebshopPage({ params }: PageProps<'/[locale]/webshop/[[...path]]'>) {
  const { path, locale: raw } = await params;
  const locale = raw as Locale;
  const screen = shopScreen(path);
  if (screen?.kind !== 'start') notFound();
  setRequestLocale(locale);
  return <ShopScreenView screen={screen} locale={locale} />;
}
