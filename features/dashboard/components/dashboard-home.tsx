import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { listRedirects } from '@/features/settings/server';
import { readNotFoundLog } from '@/features/site/server';

/** Staff overview: missing pages visitors asked for, and the redirect table. */
export async function DashboardHome({ locale, name }: { locale: Locale; name: string }) {
  const [t, format, log, redirects] = await Promise.all([
    getTranslations({ locale, namespace: 'Dashboard' }),
    getFormatter({ locale }),
    readNotFoundLog(),
    listRedirects(),
  ]);
  return (
    <main id="content" className="dashboard__main">
      <h1>{t('welcome', { name })}</h1>
      <section aria-labelledby="not-found-log">
        <h2 id="not-found-log">{t('notFoundLog')}</h2>
        {log.length === 0 ? (
          <p>{t('notFoundEmpty')}</p>
        ) : (
          <table className="dashboard__table">
            <thead>
              <tr>
                <th scope="col">{t('url')}</th>
                <th scope="col">{t('hits')}</th>
                <th scope="col">{t('lastSeen')}</th>
              </tr>
            </thead>
            <tbody>
              {log.map((row) => (
                <tr key={row.id}>
                  <td>{row.url}</td>
                  <td>{row.hits}</td>
                  <td>{format.dateTime(row.lastSeenAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="redirects">
        <h2 id="redirects">{t('redirects')}</h2>
        <table className="dashboard__table">
          <thead>
            <tr>
              <th scope="col">{t('oldPath')}</th>
              <th scope="col">{t('newPath')}</th>
            </tr>
          </thead>
          <tbody>
            {redirects.map((r) => (
              <tr key={r.old_path}>
                <td>{r.old_path}</td>
                <td>{r.new_path}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
