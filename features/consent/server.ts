import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { ConsentGateTexts } from './components/consent-gate.client';
import type { CookieBannerTexts } from './components/cookie-banner';
import type { CookieManagerFrameTexts } from './components/cookie-manager.client';
import type { CookieManagerTexts } from './manager-texts';

export type ConsentTexts = { banner: CookieBannerTexts; manager: CookieManagerFrameTexts };

/**
 * The cookie banner's texts, server-rendered into every page, and what the settings dialog says
 * while its own texts load (cookieManagerTexts, fetched when it opens).
 */
export async function consentTexts(locale: Locale): Promise<ConsentTexts> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return {
    banner: {
      bannerLabel: t('bannerLabel'),
      bannerTitle: t('bannerTitle'),
      bannerText: t('bannerText'),
      acceptAll: t('acceptAll'),
      requiredOnly: t('requiredOnly'),
      settings: t('settings'),
    },
    manager: { close: t('close'), failed: t('managerFailed') },
  };
}

/** The settings dialog's texts (GET /{locale}/api/cookie-manager-texts/, made at build time). */
export async function cookieManagerTexts(locale: Locale): Promise<CookieManagerTexts> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return {
    managerTitle: t('managerTitle'),
    managerIntro: t('managerIntro'),
    required: t('required'),
    requiredText: t('requiredText'),
    tracking: t('tracking'),
    trackingText: t('trackingText'),
    media: t('media'),
    mediaText: t('mediaText'),
    saveSelection: t('saveSelection'),
    acceptAll: t('acceptAll'),
    close: t('close'),
  };
}

/** The placeholder of ConsentGate for one outside service ('YouTube') behind one consent category. */
export async function consentGateTexts(
  locale: Locale,
  category: 'media' | 'tracking',
  service: string,
): Promise<ConsentGateTexts> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return {
    label: t('gateLabel', { service }),
    title: t('gateTitle', { service }),
    text: t(category === 'media' ? 'gateTextMedia' : 'gateTextTracking', { service }),
    load: t('gateLoad', { service }),
    openSettings: t('openSettings'),
  };
}
