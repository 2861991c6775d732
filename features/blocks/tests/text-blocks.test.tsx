import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBlock } from './render-block';

vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));
vi.mock('@/features/blocks/components/lazy-islands.client', () => import('./lazy-islands-mock'));
vi.mock('@/i18n/navigation', () => import('@/tests/helpers/navigation-mock'));
// The real form is the forms feature's (tested there); here: a hubspot_id that names no form.
vi.mock('@/features/forms', () => ({ FormSection: () => null }));
vi.mock('@/features/forms/server', () => ({ findFormId: async () => null, getForm: async () => null }));
vi.mock('@/features/settings/server', () => ({ getDesignSettings: async () => ({ anchorListOffset: 600 }) }));

describe('headline block', () => {
  it('renders the chosen level with preline, subline and anchor', async () => {
    const { container } = await renderBlock({
      kind: 'headline',
      id: 'h1',
      headline_level: 4,
      preline: 'Museumsdorf',
      content: 'Die Zehntscheune',
      subline: 'Erbaut 1742',
      anchor: 'scheune',
    });
    expect(screen.getByRole('heading', { level: 4, name: 'Die Zehntscheune' })).toBeInTheDocument();
    expect(screen.getByText('Museumsdorf')).toBeInTheDocument();
    expect(screen.getByText('Erbaut 1742')).toBeInTheDocument();
    expect(container.querySelector('#scheune')).not.toBeNull();
  });
});

describe('text block', () => {
  it('keeps allowed rich text and strips scripts and handlers', async () => {
    const { container } = await renderBlock({
      kind: 'text',
      id: 't1',
      content:
        '<p><strong>Brot</strong> <em>frisch</em> <a href="museum.example">Link</a></p><ul><li>eins</li></ul><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(container.querySelector('strong')).toHaveTextContent('Brot');
    expect(container.querySelector('li')).toHaveTextContent('eins');
    expect(screen.getByRole('link', { name: 'Link' })).toHaveAttribute('href', 'https://museum.example');
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('marks decrease_distance as a tight block', async () => {
    const { container } = await renderBlock({
      kind: 'text',
      id: 't2',
      content: '<p>Kurz</p>',
      decrease_distance: true,
    });
    expect(container.firstElementChild).toHaveClass('block--tight');
  });
});

describe('link block', () => {
  it('renders a button-style link that can open in a new window', async () => {
    await renderBlock({
      kind: 'link',
      id: 'l1',
      link_text: 'Tickets kaufen',
      link: 'https://shop.example/tickets',
      style: 'button',
      open_in_new_window: true,
    });
    const link = screen.getByRole('link', { name: /Tickets kaufen/ });
    expect(link).toHaveClass('button');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(öffnet in neuem Fenster)');
  });

  it('renders a plain link with extra class and anchor', async () => {
    const { container } = await renderBlock({
      kind: 'link',
      id: 'l2',
      link_text: 'Anreise',
      link: '/de/besuch/anreise',
      style: 'link',
      extra_class: 'wichtig',
      anchor: 'anreise',
      sticky: true,
    });
    expect(screen.getByRole('link', { name: 'Anreise' })).not.toHaveClass('button');
    expect(container.querySelector('#anreise')).toHaveClass('wichtig');
  });
});

describe('quote block', () => {
  it('renders the quote with its author', async () => {
    await renderBlock({
      kind: 'quote',
      id: 'q1',
      content: 'Das ganze Dorf hat zusammen gearbeitet.',
      author: 'Margarete Voigt',
    });
    expect(screen.getByText('Das ganze Dorf hat zusammen gearbeitet.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Margarete Voigt')).toBeInTheDocument();
  });
});

describe('FAQ block', () => {
  const faq = {
    kind: 'faq',
    id: 'f1',
    headline: 'Häufige Fragen',
    items: [
      { id: 'a', question: 'Darf mein Hund mit?', answer: '<p>Ja, an der Leine.</p>' },
      { id: 'b', question: 'Gibt es ein Café?', answer: '<p>Der Dorfkrug.</p>' },
    ],
  };

  it('is an accordion of buttons with aria-expanded and aria-controls once hydrated', async () => {
    await renderBlock(faq);
    const button = screen.getByRole('button', { name: 'Darf mein Hund mit?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Ja, an der Leine.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gibt es ein Café?' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('HTML block', () => {
  it('renders staff HTML as is', async () => {
    const { container } = await renderBlock({
      kind: 'html',
      id: 'x1',
      html_code: '<table><caption>Werkstätten</caption><tr><td>Schmiede</td></tr></table>',
    });
    expect(container.querySelector('caption')).toHaveTextContent('Werkstätten');
  });
});

describe('form block', () => {
  it('shows a notice instead of a broken form when the id names no form', async () => {
    const { container } = await renderBlock({
      kind: 'form',
      id: 'fo1',
      hubspot_id: 'kontakt',
      headline: 'Fragen an das Museumsteam',
    });
    expect(screen.getByRole('heading', { name: 'Fragen an das Museumsteam' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('wird gerade eingerichtet');
    expect(container.querySelector('[data-form="kontakt"]')).not.toBeNull();
  });
});
