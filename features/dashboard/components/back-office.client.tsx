'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type AdminApp from '../admin/admin-app.client';

// react-admin and Material UI are loaded only here, in the browser, on dashboard routes: no public
// page imports this file, so their code never reaches visitors' bundles.
const App = dynamic(() => import('../admin/admin-app.client'), {
  ssr: false,
  loading: () => <p style={{ padding: 24 }}>…</p>,
});

/** The back office app (react-admin) for the logged-in staff member. */
export function BackOffice(props: ComponentProps<typeof AdminApp>) {
  return <App {...props} />;
}
