'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EventListSkeleton } from '@/components/skeletons';
import type { Locale } from '@/i18n/config';
import { reportError } from '@/lib/report-client';
import { fetchEventsPage, fetchListTexts, fetchTeasers } from '../api-client';
import { emptyState } from '../filter-state';
import type { FilterOption } from '../types';
import { EventsIsland } from './events-island.client';
import type { EventOverlayTexts } from './list-texts';

async function options(path: string, locale: Locale) {
  const res = await fetch(`${path}?lang=${locale}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as FilterOption[];
}

async function loadAll(locale: Locale) {
  const [room, type, tag, series, genre, first, teasers, texts] = await Promise.all([
    options('/api/rooms/', locale),
    options('/api/exhibition-types/', locale),
    options('/api/event-tags/', locale),
    options('/api/series/', locale),
    options('/api/genres/', locale),
    fetchEventsPage(locale, emptyState(), 1),
    fetchTeasers(locale),
    fetchListTexts(locale),
  ]);
  return { options: { room, type, tag, series, genre }, first, teasers, texts };
}

/** The overlay's list: loads options, the first page, teasers and its texts from the API, then runs the island. */
type Props = {
  eventsPath: string;
  texts: EventOverlayTexts;
  scrollTarget: () => HTMLElement | Window;
  onHeadline: (headline: string) => void;
};

export function OverlayContent(props: Props) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Loaded {...props} />
    </QueryClientProvider>
  );
}

function Loaded({ eventsPath, texts, scrollTarget, onHeadline }: Props) {
  const { locale } = texts;
  const { data, error } = useQuery({ queryKey: ['overlay', locale], queryFn: () => loadAll(locale) });
  useOverlayHeadline(locale, eventsPath, onHeadline);
  if (error) return <p role="alert">{texts.loadError}</p>;
  if (!data) return <EventListSkeleton rows={3} />;
  return (
    <EventsIsland
      locale={locale}
      basePath={eventsPath}
      options={data.options}
      showCalendar
      texts={data.texts}
      keepQuery={{ overlay: 'true' }}
      scrollTarget={scrollTarget}
      initialState={emptyState()}
      initialPage={1}
      initialData={data.first}
      teasers={data.teasers}
      variant="style2"
    />
  );
}

/** docs/requirements.md §2: the headline of the page editor's events page replaces the default, when there is one. */
function useOverlayHeadline(locale: Locale, eventsPath: string, onHeadline: (headline: string) => void) {
  useEffect(() => {
    const controller = new AbortController();
    const path = eventsPath.replace(`/${locale}`, '');
    fetch(`/${locale}/pageeditor-api/page${path}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ headline?: string }>) : null))
      .then((page) => {
        if (page?.headline) onHeadline(page.headline);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          reportError(error, { where: 'event overlay headline' });
      });
    return () => controller.abort();
  }, [locale, eventsPath, onHeadline]);
}
