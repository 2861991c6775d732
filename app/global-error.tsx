/* eslint-disable @next/next/no-html-link-for-pages -- after an error a full page load is what we want */
'use client';

import { useEffect } from 'react';
import { reportError } from '@/lib/report';
import de from '@/messages/de.json';

/** Last resort when even the error layout fails: plain HTML, German (the default language). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError(error, { digest: error.digest, where: 'global-error' }), [error]);
  return (
    <html lang="de">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>{de.ErrorPage.renderFailed}</h1>
        <p>
          <a href="/de">{de.ErrorPage.backHome}</a>
        </p>
      </body>
    </html>
  );
}
