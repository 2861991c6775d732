'use client';

import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { usePathname, useRouter } from 'next/navigation';
import { pluralText, type PluralTexts } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import { reportError } from '@/lib/report-client';
import { useListNavigate } from '@/components/list-navigation.client';
import { categoryOfPath, searchHref } from '../search-path';
import type { Suggestion } from '../schemas';
import { Highlight } from './highlight';
import { FOCUS_DELAY, isDesktop, subscribeDesktop } from './search-box-desktop';
import styles from './search-box.module.css';

/** docs/requirements.md §9: blur close delay (the input focus delay is FOCUS_DELAY). */
const BLUR_CLOSE_DELAY = 200;
const TYPING_DELAY = 120;

/** What the placeholder (search-box-lazy) hands over when this box replaces it. */
type HandOver = { focus: 'input' | 'submit' | null; start: number | null; end: number | null; typed: boolean };

/** Its texts, made on the server (features/search/server/texts.ts). */
export type SearchBoxTexts = {
  label: string;
  placeholder: string;
  submit: string;
  open: string;
  clear: string;
  suggestions: string;
  suggestionsCount: PluralTexts;
};

export type SearchBoxProps = {
  locale: Locale;
  texts: SearchBoxTexts;
  /** header: on desktop a button that opens the input first; page: always open (search start box). */
  variant?: 'header' | 'page';
  initialQuery?: string;
  label?: string;
  /** Called when a search is submitted or a suggestion chosen (the header closes its menu). */
  onNavigate?: () => void;
  /** The id its input and list are named after; the lazy header box passes its own, so both share them. */
  id?: string;
  /** The header box was already opened (desktop) before this component took over. */
  startOpened?: boolean;
  /** Focus and caret of the placeholder's input, taken over on mount. */
  handOver?: HandOver;
};

/**
 * Site search with autocomplete (docs/requirements.md §2, Search). Without JavaScript it is a plain GET form to the
 * search page; with it, suggestions come from /api/search/autocomplete/ while there is text.
 */
export function SearchBox({
  locale,
  texts,
  variant = 'header',
  initialQuery = '',
  label,
  onNavigate,
  id: givenId,
  startOpened = false,
  handOver,
}: SearchBoxProps) {
  const router = useRouter();
  // On the search page the results show their skeleton while the new search loads.
  const listNavigate = useListNavigate();
  const pathname = usePathname();
  const ownId = useId();
  const id = givenId ?? ownId;
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState(initialQuery);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Open on the server (the form works without JavaScript); on desktop the header box starts closed.
  const desktop = useSyncExternalStore(subscribeDesktop, isDesktop, () => false);
  const [opened, setOpened] = useState(startOpened);
  const expanded = variant === 'page' || !desktop || opened || initialQuery !== '';

  const close = useCallback(() => setListOpen(false), []);

  // Replacing the header's placeholder: the visitor's focus and caret stay where they were, and text
  // typed before the takeover opens the suggestions as typing here would. Before paint, so no key is lost.
  const handOverRef = useRef(handOver);
  const submitRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const given = handOverRef.current;
    if (given?.focus === 'submit') submitRef.current?.focus();
    if (!input || given?.focus !== 'input') return;
    input.focus();
    if (given.start !== null) input.setSelectionRange(given.start, given.end ?? given.start);
    if (given.typed && input.value.trim() !== '') setListOpen(true);
  }, []);

  // Suggestions while there is text: lower-cased first (docs/requirements.md §5), the last answer wins.
  useEffect(() => {
    const query = text.trim().toLowerCase();
    // Empty text shows no list (showList below); there is nothing to ask for.
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/search/autocomplete/?lang=${locale}&query=${encodeURIComponent(query)}`, {
          signal: controller.signal,
        });
        if (!res.ok) throw new Error(`autocomplete answered ${res.status}`);
        const body = (await res.json()) as { results: Suggestion[] };
        setSuggestions(body.results);
      } catch (error) {
        if (controller.signal.aborted) return;
        // docs/requirements.md §8: an autocomplete failure is reported and shows nothing.
        reportError(error, { where: 'search autocomplete' });
        setSuggestions([]);
      }
    }, TYPING_DELAY);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, locale]);

  // Closes on outside click and on scroll (docs/requirements.md §2).
  useEffect(() => {
    if (!listOpen) return;
    const onPointer = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onScroll = () => close();
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [listOpen, close]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const go = (value: string) => {
    const q = value.trim();
    if (!q) return;
    close();
    onNavigate?.();
    const href = searchHref(locale, q, categoryOfPath(pathname));
    // The loading bar (features/site ChromeEffects) starts on link clicks; this navigation has no link.
    // It is done when the path changes, so only a change of path starts it.
    if (new URL(href, window.location.href).pathname !== window.location.pathname)
      window.dispatchEvent(new Event('museum:navigation-start'));
    if (listNavigate) listNavigate(href);
    else router.push(href);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!expanded) return openInput();
    go(text);
  };

  const openInput = () => {
    setOpened(true);
    setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY);
  };

  const choose = (suggestion: Suggestion) => {
    setText(suggestion.text);
    go(suggestion.text);
    inputRef.current?.focus();
  };

  const focusOption = (index: number) => {
    if (index < 0) return inputRef.current?.focus();
    optionRefs.current[Math.min(index, suggestions.length - 1)]?.focus();
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      // Rendered at once, so the first option takes focus before the next key arrives.
      flushSync(() => setListOpen(true));
      focusOption(0);
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const onOptionKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusOption(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusOption(index - 1);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(suggestions[index]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      inputRef.current?.focus();
    }
  };

  // Closes when focus leaves the whole box (docs/requirements.md §9: after 200 ms, so a click on a suggestion lands).
  const onBlur = () => {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      if (!rootRef.current?.contains(document.activeElement)) close();
    }, BLUR_CLOSE_DELAY);
  };

  const showList = listOpen && suggestions.length > 0 && text.trim() !== '';

  return (
    <div
      ref={rootRef}
      className={styles.box}
      data-variant={variant}
      data-expanded={expanded || undefined}
      data-opened={opened || initialQuery !== '' || undefined}
      onBlur={onBlur}
    >
      <form role="search" action={`/${locale}/search`} method="get" onSubmit={onSubmit} className={styles.form}>
        <label htmlFor={`${id}-input`} className={variant === 'page' && label ? styles.label : 'visually-hidden'}>
          {label ?? texts.label}
        </label>
        <div className={styles.field} hidden={!expanded} data-search-field="">
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="q"
            // ARIA 1.2 combobox: role="combobox" is not allowed on type="search" (Nu HTML Checker); the
            // form's role="search" landmark keeps the search semantics.
            type="text"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            placeholder={texts.placeholder}
            value={text}
            role="combobox"
            aria-autocomplete="list"
            aria-controls={listId}
            aria-expanded={showList}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(event.target.value.trim() !== '');
            }}
            onKeyDown={onInputKey}
            className={styles.input}
          />
          {text && (
            <button
              type="button"
              className={styles.clear}
              aria-label={texts.clear}
              onClick={() => {
                setText('');
                close();
                inputRef.current?.focus();
              }}
            >
              ×
            </button>
          )}
        </div>
        <button
          ref={submitRef}
          type="submit"
          className={styles.submit}
          aria-label={expanded ? texts.submit : texts.open}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label={texts.suggestions} className={styles.list} hidden={!showList}>
        {showList &&
          suggestions.map((s, i) => (
            <li
              key={s.text}
              ref={(el) => {
                optionRefs.current[i] = el;
              }}
              role="option"
              aria-selected={active === i}
              onFocus={() => setActive(i)}
              tabIndex={-1}
              className={styles.option}
              onKeyDown={(event) => onOptionKey(event, i)}
              onClick={() => choose(s)}
            >
              <Highlight text={s.text} query={text} />
            </li>
          ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {showList ? pluralText(texts.suggestionsCount, locale, suggestions.length) : ''}
      </p>
    </div>
  );
}
