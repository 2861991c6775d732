import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { WaitingListFormTexts } from '../types';
import { WaitingListForm } from './waiting-list-form.client';

/** The form's texts in one language (server side: the island gets them as props, no i18n in the browser). */
async function waitingListFormTexts(locale: Locale): Promise<WaitingListFormTexts> {
  const t = await getTranslations({ locale, namespace: 'WaitingList' });
  return {
    heading: t('heading'),
    intro: t('intro'),
    email: t('email'),
    quantity: t('quantity'),
    submit: t('submit'),
    sending: t('sending'),
    failed: t('failed'),
  };
}

/**
 * "Notify me" where a date (seatGroup null) or one seat group is sold out. Render it only there: the
 * island's script is loaded by the pages that show it, nowhere else.
 */
export async function WaitingListSignup({
  idJet,
  seatGroup,
  locale,
  max,
}: {
  idJet: number;
  seatGroup: string | null;
  locale: Locale;
  max: number;
}) {
  return (
    <WaitingListForm
      idJet={idJet}
      seatGroup={seatGroup}
      locale={locale}
      max={max}
      texts={await waitingListFormTexts(locale)}
    />
  );
}
