import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BerlinDateTimeInput } from './inputs';

// The back office showed an event saved for 18:00 as 19:00 on a computer on UTC: react-admin formats
// the value twice, and the second pass read the Berlin wall time as the browser's own.
const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

function renderForm(onSubmit: (values: Record<string, unknown>) => void) {
  return render(
    <AdminContext>
      <Form record={{ id: 1, date_start: '2026-07-04T16:00:00.000Z' }} onSubmit={onSubmit}>
        <BerlinDateTimeInput source="date_start" label="Start" />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
}

describe.each(['UTC', 'America/New_York'])('the back office date-time input on a computer in %s', (zone) => {
  it('shows and takes Berlin wall time', async () => {
    process.env.TZ = zone;
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const input = (await screen.findByLabelText('Start')) as HTMLInputElement;
    expect(input.value).toBe('2026-07-04T18:00');
    fireEvent.change(input, { target: { value: '2026-12-01T09:30' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ date_start: '2026-12-01T08:30:00.000Z' });
  });
});
