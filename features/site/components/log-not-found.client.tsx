'use client';

import { useEffect } from 'react';

/** Reports the missing page's URL once (POST /api/dashboard-error-log/), as SPEC section 7 says. */
export function LogNotFound() {
  useEffect(() => {
    const body = JSON.stringify({ url: window.location.pathname + window.location.search, referrer: document.referrer || undefined });
    fetch('/api/dashboard-error-log/', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  }, []);
  return null;
}
