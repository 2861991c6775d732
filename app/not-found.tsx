/* eslint-disable @next/next/no-html-link-for-pages -- after an error a full page load is what we want */
import de from '@/messages/de.json';
import './globals.css';

/** Paths outside any language that no route serves (the proxy sends almost everything to /de/…). */
export default function RootNotFound() {
  return (
    <html lang="de">
      <body>
        <main id="content" className="error-page">
          <p className="error-page__code">404</p>
          <h1>{de.ErrorPage.notFound}</h1>
          <p>
            <a className="button" href="/de">
              {de.ErrorPage.backHome}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
