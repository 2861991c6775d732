import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormViewIsland } from './form-view.client';
import { FIELD } from '../field-types';
import type { FormFieldView, FormView } from '../types';
import { withEmailConfirmation } from '../values';
import { formViewTexts } from '../server/view-texts';

// The texts are made on the server (next-intl/server read from the messages here); no provider needed.
vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));
const texts = await formViewTexts('en');

const field = (
  slug: string,
  label: string,
  field_type: FormFieldView['field_type'],
  extra: Partial<FormFieldView> = {},
): FormFieldView => ({
  id: slug,
  slug,
  label,
  field_type,
  required: false,
  visible: true,
  choices: '',
  default: '',
  placeholder_text: '',
  help_text: '',
  ...extra,
});

const form: FormView = {
  id: 7,
  slug: 'test',
  title: 'Test form',
  intro: '',
  submit_label: 'Send it',
  thank_you: 'Thanks, we got it.',
  fields: withEmailConfirmation(
    [
      field('name', 'Name', FIELD.text, { required: true }),
      field('email', 'E-mail', FIELD.email, { required: true }),
      field('people', 'People', FIELD.number, { default: '1' }),
      field('day', 'Day', FIELD.radio, { choices: 'Saturday, Sunday', required: true }),
      field('extras', 'Extras', FIELD.checkboxes, { choices: 'Lunch, Apron' }),
      field('secret', 'Secret', FIELD.text, { visible: false }),
      field('source', 'Source', FIELD.hidden, { default: 'website' }),
    ],
    'Confirm e-mail address',
  ),
};

const renderForm = () => render(<FormViewIsland form={form} locale="en" texts={texts} />);

describe('FormViewIsland', () => {
  it('renders each field by its type code; invisible fields are left out', () => {
    const { container } = renderForm();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^People/)).toHaveValue(1);
    expect(screen.getByRole('group', { name: /Day/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByLabelText('Confirm e-mail address')).toHaveAttribute('name', 'field_values[email2]');
    expect(screen.queryByLabelText('Secret')).toBeNull();
    expect(container.querySelector('input[type=hidden][name="field_values[source]"]')).toHaveValue('website');
    // Works without JavaScript as a plain multipart post to the same API.
    expect(container.querySelector('form')).toHaveAttribute('action', '/en/api/forms-entries/');
    expect(container.querySelector('form')).toHaveAttribute('enctype', 'multipart/form-data');
  });

  it('marks rows in error, describes them and announces a summary; nothing is sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nobody' } });
    fireEvent.change(screen.getByLabelText(/^People/), { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send it' }));
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required!');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Invalid e-mail address!');
    expect(screen.getByLabelText(/^People/)).toHaveAccessibleDescription('Please do not enter a negative number!');
    expect(screen.getByRole('alert')).toHaveTextContent('4 fields are not filled in correctly:');
    expect(name.closest('[data-slug]')?.className).toMatch(/rowError/);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Ada' } });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name.closest('[data-slug]')?.className).not.toMatch(/rowError/);
  });

  it('sends field_values as JSON and shows the thank-you', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ id: 1, form: 7, thank_you: 'Thanks from the server.' }), { status: 201 }),
      );
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ada@example.org' } });
    fireEvent.click(screen.getByLabelText('Sunday'));
    fireEvent.click(screen.getByLabelText('Apron'));
    fireEvent.click(screen.getByRole('button', { name: 'Send it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks from the server.');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/en/api/forms-entries/');
    expect(JSON.parse(String(init?.body))).toEqual({
      form: 7,
      field_values: {
        name: 'Ada',
        email: 'ada@example.org',
        people: '1',
        day: 'Sunday',
        extras: ['Apron'],
        secret: '',
        source: 'website',
        email2: '',
      },
    });
  });

  it('shows the server’s messages on the rows it refused', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ detail: 'Please check the marked fields.', errors: { email: 'Invalid e-mail address!' } }),
        { status: 400 },
      ),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ada@example.org' } });
    fireEvent.click(screen.getByLabelText('Saturday'));
    fireEvent.click(screen.getByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Invalid e-mail address!');
  });
});
