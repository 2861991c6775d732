import type { Locale } from '@/i18n/config';
import type { ShopScreen } from '../../shop-screen';
import { ShopStartView } from './shop-start-view';

/** The webshop's catch-all route shows the start page; cart, checkout and orders have their own routes. */
export async function ShopScreenView({ locale }: { screen: Extract<ShopScreen, { kind: 'start' }>; locale: Locale }) {
  return (
    <main id="content" className="webshop-main">
      <ShopStartView locale={locale} />
    </main>
  );
}
