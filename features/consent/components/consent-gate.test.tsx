import { act, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, parseConsent, serializeConsent } from '../consent-cookie';
import { ConsentGate } from '../client';
import { OPEN_MANAGER_EVENT } from '../consent-context.client';
import { consentGateTexts } from '../server';

// The texts are made on the server (next-intl/server read from the messages here); the gate needs no provider.
vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));
const texts = {
  media: await consentGateTexts('de', 'media', 'YouTube'),
  tracking: await consentGateTexts('de', 'tracking', 'YouTube'),
};

const renderGate = (category: 'media' | 'tracking' = 'media') =>
  render(
    <ConsentGate category={category} texts={texts[category]}>
      <iframe title="Video" src="about:blank" />
    </ConsentGate>,
  );

describe('ConsentGate', () => {
  beforeEach(() => Cookies.remove(CONSENT_COOKIE));

  it('shows a placeholder naming the service until media is allowed, then the embed', () => {
    renderGate();
    expect(screen.queryByTitle('Video')).toBeNull();
    expect(screen.getByText('Hier wird ein Inhalt von YouTube geladen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'YouTube laden' }));
    expect(screen.getByTitle('Video')).toBeInTheDocument();
    expect(parseConsent(Cookies.get(CONSENT_COOKIE))).toEqual({ tracking: false, media: true });
  });

  it('names the service and the category in the placeholder', () => {
    renderGate('tracking');
    expect(screen.getByRole('group', { name: 'Inhalt von YouTube' })).toHaveTextContent(
      'Dieser Inhalt von YouTube setzt Cookies zur Reichweitenmessung.',
    );
  });

  it('renders the embed at once when the cookie already allows the category', () => {
    Cookies.set(CONSENT_COOKIE, serializeConsent({ tracking: true, media: false }));
    renderGate('tracking');
    expect(screen.getByTitle('Video')).toBeInTheDocument();
  });

  it('keeps tracking content gated when only media is allowed', () => {
    Cookies.set(CONSENT_COOKIE, serializeConsent({ tracking: false, media: true }));
    renderGate('tracking');
    expect(screen.queryByTitle('Video')).toBeNull();
  });

  it('asks the cookie manager to open', () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_MANAGER_EVENT, opened);
    renderGate();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' })));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_MANAGER_EVENT, opened);
  });

  it('treats unreadable or outdated cookies as undecided', () => {
    expect(parseConsent('{"v":0,"tracking":true,"media":true}')).toBeNull();
    expect(parseConsent('not json')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });
});
