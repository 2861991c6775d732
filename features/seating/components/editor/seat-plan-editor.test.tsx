import { fireEvent, render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { SeatPlanDocument } from '../../plan-document';
import { SeatPlanEditor } from './seat-plan-editor';

const translate = createTranslator({ locale: 'en', messages: en, namespace: 'SeatPlanEditor' });
const t = (key: string, values?: Record<string, string | number>) => translate(key as never, values as never);

/** One row of four seats in category A, a second category B. */
const plan: SeatPlanDocument = {
  version: 1,
  categories: [
    { code: 'A', name: { en: 'Stalls' }, color: '#2f6f4f' },
    { code: 'B', name: { en: 'Rear' }, color: '#8a4b2a' },
  ],
  sections: [
    {
      name: 'Hall',
      rows: [{ label: '1', seats: [0, 1, 2, 3].map((col) => ({ col, number: String(col + 1), category: 'A' })) }],
    },
  ],
};

function renderEditor() {
  const onChange = vi.fn<(plan: SeatPlanDocument) => void>();
  render(<SeatPlanEditor value={plan} onChange={onChange} fileName="Hall" t={t} />);
  const last = () => onChange.mock.calls.at(-1)![0];
  return { onChange, last };
}

describe('seat plan editor', () => {
  it('moves between cells with the arrow keys and turns a seat into a gap with Enter; numbers skip it', () => {
    const { last } = renderEditor();
    const first = screen.getByRole('button', { name: 'Row 1, seat 1, category A' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Row 1, seat 2, category A' }).tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('button', { name: 'Row 1, seat 2, category A' });
    expect(document.activeElement).toBe(second);
    fireEvent.click(second, { detail: 0 });
    expect(screen.getByRole('button', { name: 'Row 1, column 2: gap' })).toBeTruthy();
    expect(last().sections[0].rows[0].seats.map((s) => [s.col, s.number])).toEqual([
      [0, '1'],
      [2, '2'],
      [3, '3'],
    ]);
    expect(screen.getByTestId('seat-count').textContent).toBe('Seats: 3');
  });

  it('paints a category over every cell a drag passes', () => {
    const { last } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Paint category B' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Row 1, seat 3, category A' }), { button: 0 });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Row 1, seat 4, category A' }));
    fireEvent.pointerUp(window);
    expect(last().sections[0].rows[0].seats.map((s) => s.category)).toEqual(['A', 'A', 'B', 'B']);
    expect(screen.getByRole('button', { name: 'Row 1, seat 4, category B' })).toBeTruthy();
  });

  it('marks a wheelchair place and shows the selected seat in words', () => {
    const { last } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Wheelchair place' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Row 1, seat 1, category A' }), { button: 0 });
    expect(last().sections[0].rows[0].seats[0]).toMatchObject({ wheelchair: true });
    expect(screen.getByRole('button', { name: 'Row 1, seat 1, category A, Wheelchair place' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Row 1, column 1' })).toBeTruthy();
  });
});
