import { getTranslations } from 'next-intl/server';
import { ConsentGate } from '@/features/consent/client';
import { consentGateTexts } from '@/features/consent/server';
import type { Locale } from '@/i18n/config';
import { providerNames } from '../embed-hosts';
import { playerUrl, sourceUrl } from '../embed-urls';
import styles from './embed-frame.module.css';

type Props = {
  provider: string;
  embed: string;
  title: string;
  locale: Locale;
  /** Box shape: video 16/9, audio a fixed strip, documents and posts taller. */
  shape: 'video' | 'audio' | 'document' | 'post';
};

/**
 * An outside player or document behind the consent gate (external media need consent, docs/requirements.md §2).
 * The iframe is created only after consent; the link to the provider works without it.
 */
export async function EmbedFrame({ provider, embed, title, locale, shape }: Props) {
  const t = await getTranslations({ locale, namespace: 'Blocks' });
  const service = providerNames[provider] ?? provider;
  const src = playerUrl(provider, embed);
  const source = sourceUrl(embed);
  return (
    <div className={styles.embed}>
      <ConsentGate category="media" texts={await consentGateTexts(locale, 'media', service)}>
        {src && (
          <div className={`${styles.frame} ${styles[shape]}`}>
            <iframe
              src={src}
              title={title || t('embedTitle', { service })}
              loading="lazy"
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        )}
      </ConsentGate>
      {source && (
        <p className={styles.source}>
          <a href={source} target="_blank" rel="noopener noreferrer">
            {t('openAt', { service })}
            <span className="visually-hidden"> {t('newWindow')}</span>
          </a>
        </p>
      )}
    </div>
  );
}
