'use client';

// First: zod's settings before any schema is built (lib/zod-without-eval.ts).
import { zodWithoutEval } from '@/lib/zod-without-eval';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PageEntity } from '@/features/pages';
import type { DraftState } from '../types';
import { useQueryFlag } from '../use-query-flag';
import { useAlert } from './alerts.client';
import { EditCanvas } from './edit-canvas.client';
import { EditSession } from './edit-session.client';
import { Toolbar } from './toolbar.client';
import type { Locale } from '@/i18n/config';

zodWithoutEval();

const messageLoaders: Record<Locale, () => Promise<{ default: AbstractIntlMessages }>> = {
  de: () => import('@/messages/de.json'),
  en: () => import('@/messages/en.json'),
  cs: () => import('@/messages/cs.json'),
};

async function loadDraftState(locale: Locale, pageId: number): Promise<DraftState> {
  const res = await fetch(`/${locale}/pageeditor-api/drafts/${pageId}/`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return res.ok ? ((await res.json()) as DraftState) : { draft: null, schedules: [], warnings: [] };
}

/** The page this URL shows, if it is a page built from blocks (other routes answer 404). */
async function loadPage(locale: Locale): Promise<PageEntity | null> {
  const rest = window.location.pathname.replace(new RegExp(`^/${locale}(?=/|$)`), '');
  const res = await fetch(`/${locale}/pageeditor-api/page${rest}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return res.ok ? ((await res.json()) as PageEntity) : null;
}

/**
 * The editor as staff get it: its own texts (the Editor namespace never travels to visitors), the
 * page being edited and the toolbar. While it shows, the header moves down by the toolbar's height.
 */
export function EditorRoot({ locale }: { locale: Locale }) {
  const [messages, setMessages] = useState<AbstractIntlMessages | null>(null);
  const [page, setPage] = useState<PageEntity | null | undefined>(undefined);
  const edit = useQueryFlag('edit');
  const [alert, setAlert] = useAlert();
  const [state, setState] = useState<DraftState | null>(null);

  useEffect(() => {
    let alive = true;
    messageLoaders[locale]().then(
      (m) => alive && setMessages({ Editor: m.default.Editor, editor51: m.default.editor51 }),
    );
    loadPage(locale).then(
      (p) => alive && setPage(p),
      () => alive && setPage(null),
    );
    return () => {
      alive = false;
    };
  }, [locale]);

  useEffect(() => {
    // Edit mode starts from the draft, if the page has one; the preview publishes the draft it shows.
    if (!page) return;
    let alive = true;
    loadDraftState(locale, page.id).then((next) => alive && setState(next));
    return () => {
      alive = false;
    };
  }, [edit, page, locale]);

  useEffect(() => {
    document.documentElement.setAttribute('data-staff', '');
    return () => document.documentElement.removeAttribute('data-staff');
  }, []);

  if (!messages) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Berlin">
      {edit && page && state ? (
        <EditSession locale={locale} page={page} state={state}>
          <Toolbar
            locale={locale}
            page={page}
            onPageChange={setPage}
            alert={alert}
            onAlert={setAlert}
            editing={state}
          />
          <EditCanvas />
        </EditSession>
      ) : (
        <Toolbar locale={locale} page={page} onPageChange={setPage} alert={alert} onAlert={setAlert} draft={state} />
      )}
    </NextIntlClientProvider>
  );
}
