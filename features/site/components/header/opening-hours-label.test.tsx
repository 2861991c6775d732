import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpeningHoursLabel } from './opening-hours-label.client';

const texts = {
  label: 'Öffnungszeiten heute',
  openFrom: 'Geöffnet ab {time} Uhr',
  openUntil: 'Geöffnet bis {time} Uhr',
  open: 'Geöffnet {time} Uhr',
  closed: 'Geschlossen',
};
const day = { date: '2026-11-27', start: Date.parse('2026-11-26T23:00:00Z'), end: Date.parse('2026-11-27T23:00:00Z') };

describe('opening hours in the header', () => {
  afterEach(() => vi.useRealTimers());

  it("shows a note that holds all day already in the server's HTML", () => {
    const schedule = {
      date: day.date,
      end: day.end,
      steps: [
        {
          at: day.start,
          state: 'closed' as const,
          text: 'Geschlossen',
          note: 'Werktags nur Gruppen nach Anmeldung',
          link: null,
        },
      ],
    };
    const html = renderToString(
      <OpeningHoursLabel schedule={schedule} fallback="Geschlossen" locale="de" texts={texts} icon={null} />,
    );
    expect(html).toContain('Werktags nur Gruppen nach Anmeldung');
  });

  it('leaves a note of only part of the day to the current step, picked in the browser', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T15:00:00Z'), toFake: ['Date'] });
    const schedule = {
      date: day.date,
      end: day.end,
      steps: [
        { at: day.start, state: 'early' as const, text: 'Geöffnet ab 10:00 Uhr', note: null, link: null },
        {
          at: Date.parse('2026-11-27T09:00:00Z'),
          state: 'open' as const,
          text: 'Geöffnet bis 20:00 Uhr',
          note: 'Weihnachtsmarkt',
          link: '/de/weihnachtsmarkt',
        },
      ],
    };
    const html = renderToString(
      <OpeningHoursLabel
        schedule={schedule}
        fallback="Geöffnet 10:00–20:00 Uhr"
        locale="de"
        texts={texts}
        icon={null}
      />,
    );
    expect(html).toContain('Geöffnet 10:00–20:00 Uhr');
    expect(html).not.toContain('Weihnachtsmarkt');
    render(
      <OpeningHoursLabel
        schedule={schedule}
        fallback="Geöffnet 10:00–20:00 Uhr"
        locale="de"
        texts={texts}
        icon={null}
      />,
    );
    expect(screen.getByTestId('opening-hours')).toHaveTextContent('Geöffnet bis 20:00 Uhr');
    expect(screen.getByRole('link', { name: 'Weihnachtsmarkt' })).toHaveAttribute('href', '/de/weihnachtsmarkt');
  });
});
