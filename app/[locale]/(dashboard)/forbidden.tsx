import { getLocale, getTranslations } from 'next-intl/server';
import { currentUser } from '@/features/auth/server';

/**
 * 403 of the staff pages (requireRolePage): a logged-in account whose role may not use the page
 * learns which role it has and where to go instead.
 */
export default async function DashboardForbidden() {
  const [locale, user] = await Promise.all([getLocale(), currentUser()]);
  const t = await getTranslations({ locale, namespace: 'StaffRoles' });
  const role = user ? t(`names.${user.role}`) : '';
  return (
    <main id="content" className="error-page">
      <p className="error-page__code">403</p>
      <h1>{t('forbiddenTitle')}</h1>
      <p>{t('forbiddenText', { role })}</p>
      <p>
        <a className="button" href={`/${locale}/dashboard`}>
          {t('forbiddenBack')}
        </a>
      </p>
    </main>
  );
}
