import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SeatLegend } from './seat-legend';
import { SeatPlan } from './seat-plan';
import { seatLabelTexts, seatLegendTexts } from './seat-texts.server';
import { testMap } from './test-plan';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/helpers/intl-server')).intlServer);

const de = await seatLabelTexts('de');
/** Prices are written with a no-break space before the euro sign. */
const nb = (text: string) => text.replace(/(\d) €/g, '$1\u00a0€');
const en = await seatLabelTexts('en');

describe('the seat plan', () => {
  it('names every seat by row, seat, category and price in the page language, with its state', () => {
    render(<SeatPlan map={testMap()} locale="de" texts={de} label="Saalplan Zehntscheune" stage="Bühne" />);
    const seats = screen.getAllByRole('checkbox');
    expect(seats).toHaveLength(12);
    expect(screen.getByRole('checkbox', { name: nb('Reihe 1, Platz 1, Kategorie A, 24 €') })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('checkbox', { name: nb('Reihe 2, Platz 3, Kategorie B, 18,50 €') })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: nb('Reihe 1, Platz 2, Kategorie A, 24 €, belegt') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      screen.getByRole('checkbox', { name: nb('Reihe 1, Platz 5, Kategorie A, 24 €, reserviert') }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('checkbox', { name: nb('Reihe 2, Platz 2, Kategorie B, 18,50 €, gesperrt') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: nb('Reihe 2, Platz 6, Kategorie B, 18,50 €, Rollstuhlplatz') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: nb('Reihe 2, Platz 5, Kategorie B, 18,50 €, Begleitplatz') }),
    ).toBeInTheDocument();
    // States show by shape as well as colour: the state is on the seat for the stylesheet.
    expect(seats.map((s) => s.getAttribute('data-status'))).toEqual([
      'free',
      'sold',
      'free',
      'free',
      'held',
      'free',
      'free',
      'blocked',
      'free',
      'free',
      'free',
      'free',
    ]);
  });

  it('speaks English on the English page', () => {
    // The seat map names its categories in the page's language (features/seating/server seatMap).
    const map = testMap();
    map.seat_groups = map.seat_groups.map((g) => ({ ...g, category: g.category.replace('Kategorie', 'Category') }));
    render(<SeatPlan map={map} locale="en" texts={en} label="Seating plan" stage="Stage" />);
    expect(screen.getByRole('checkbox', { name: nb('Row 1, seat 1, Category A, €24') })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: nb('Row 1, seat 2, Category A, €24, taken') })).toBeInTheDocument();
  });

  it('puts one seat in the tab order: the first free one', () => {
    render(<SeatPlan map={testMap()} locale="de" texts={de} label="Saalplan" stage="Bühne" />);
    const stops = screen.getAllByRole('checkbox').filter((s) => s.getAttribute('tabindex') === '0');
    expect(stops).toHaveLength(1);
    expect(stops[0]).toHaveAccessibleName(/^Reihe 1, Platz 1,/);
  });

  it('names blocks when a plan has more than one, and draws the stage and row labels', () => {
    const map = testMap();
    map.sections.push({ block_id: 2, name: 'Empore' });
    map.seats.push({ ...map.seats[0], id: 99, section: 'Empore', y: 3, status: 'free' });
    const { container } = render(<SeatPlan map={map} locale="de" texts={de} label="Saalplan" stage="Bühne" />);
    expect(
      screen.getByRole('checkbox', { name: nb('Empore, Reihe 1, Platz 1, Kategorie A, 24 €') }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Parkett' })).getAllByRole('checkbox')).toHaveLength(12);
    expect(container.textContent).toContain('Bühne');
    // Both ends of each row carry its label.
    expect([...container.querySelectorAll('text')].filter((t) => t.textContent === '2')).toHaveLength(2);
  });
});

describe('the legend', () => {
  it('explains each category with its price and every state and sign', async () => {
    render(<SeatLegend map={testMap()} locale="de" texts={await seatLegendTexts('de')} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      nb('Kategorie A · ab 24 €'),
      nb('Kategorie B · ab 18,50 €'),
      'frei',
      'Ihre Auswahl',
      'reserviert',
      'belegt',
      'gesperrt',
      'Rollstuhlplatz',
      'Begleitplatz',
      'eingeschränkte Sicht',
    ]);
  });
});
