'use client';

import { useId, useRef, useState, useSyncExternalStore, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { SearchBoxProps } from './search-box.client';
import { FOCUS_DELAY, isDesktop, subscribeDesktop } from './search-box-desktop';
import styles from './search-box.module.css';

type Box = ComponentType<SearchBoxProps>;
type HandedOver = Pick<SearchBoxProps, 'initialQuery' | 'startOpened' | 'handOver'>;
let loading: Promise<Box> | null = null;
const load = () => (loading ??= import('./search-box.client').then((m) => m.SearchBox));

/**
 * A search box as it renders before anyone uses it (the header's, the magazine's search start and
 * the search page's own box): the same form, ids and ARIA as SearchBox (a plain GET form to the
 * search page, which is all it does without JavaScript), without its autocomplete. The first pointer
 * or focus on it loads SearchBox, which takes its place keeping the text, focus and caret; so the
 * autocomplete is not part of any page's first-load JavaScript.
 */
export function SearchBoxLazy({
  locale,
  texts,
  variant = 'header',
  label,
  initialQuery,
  onNavigate,
}: Pick<SearchBoxProps, 'locale' | 'texts' | 'variant' | 'label' | 'initialQuery' | 'onNavigate'>) {
  const id = useId();
  const inputId = `${id}-input`;
  const desktop = useSyncExternalStore(subscribeDesktop, isDesktop, () => false);
  const [opened, setOpened] = useState(false);
  // Read when SearchBox arrives, which may be after a click on the open button.
  const openedRef = useRef(false);
  const [real, setReal] = useState<{ Box: Box; props: HandedOver } | null>(null);
  const expanded = variant === 'page' || !desktop || opened;

  // A swap between a press and its click would lose the click (its target is gone): while a pointer is
  // down the swap waits for the click, or for a moment after a release that makes none.
  const pressed = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  const started = useRef(false);

  const takeOver = () => {
    if (started.current) return;
    started.current = true;
    void load().then((Box) => {
      const swap = () => {
        pending.current = null;
        const input = document.getElementById(inputId);
        if (!(input instanceof HTMLInputElement)) return;
        // Read and swapped in one go: a key pressed in between would be lost.
        flushSync(() =>
          setReal({
            Box,
            props: {
              initialQuery: input.value,
              startOpened: openedRef.current || input.value !== '',
              handOver: {
                focus:
                  document.activeElement === input
                    ? 'input'
                    : input.form?.contains(document.activeElement)
                      ? 'submit'
                      : null,
                start: input.selectionStart,
                end: input.selectionEnd,
                // The search page's box starts with the query: only text typed since opens suggestions.
                typed: input.value !== input.defaultValue,
              },
            },
          }),
        );
      };
      if (pressed.current) pending.current = swap;
      else swap();
    });
  };

  const onPointerDown = () => {
    pressed.current = true;
    takeOver();
    const release = () => {
      pressed.current = false;
      pending.current?.();
    };
    const listening = new AbortController();
    const onUp = () => {
      listening.abort();
      const timer = setTimeout(release, 400);
      document.addEventListener(
        'click',
        () => {
          clearTimeout(timer);
          setTimeout(release, 0);
        },
        { once: true, capture: true },
      );
    };
    document.addEventListener('pointerup', onUp, { signal: listening.signal });
    document.addEventListener('pointercancel', onUp, { signal: listening.signal });
  };

  if (real)
    return (
      <real.Box
        variant={variant}
        label={label}
        id={id}
        locale={locale}
        texts={texts}
        onNavigate={onNavigate}
        {...real.props}
      />
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('q');
    if (expanded && input instanceof HTMLInputElement && input.value.trim() !== '') return; // the plain GET search
    event.preventDefault();
    if (expanded) return;
    openedRef.current = true;
    setOpened(true);
    setTimeout(() => document.getElementById(inputId)?.focus(), FOCUS_DELAY);
  };

  return (
    <div
      className={styles.box}
      data-variant={variant}
      data-expanded={expanded || undefined}
      data-opened={opened || undefined}
      onPointerEnter={takeOver}
      onPointerDown={onPointerDown}
      onFocus={takeOver}
    >
      <form role="search" action={`/${locale}/search`} method="get" onSubmit={onSubmit} className={styles.form}>
        <label htmlFor={inputId} className={variant === 'page' && label ? styles.label : 'visually-hidden'}>
          {label ?? texts.label}
        </label>
        <div className={styles.field} hidden={!expanded} data-search-field="">
          <input
            id={inputId}
            name="q"
            type="text"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            defaultValue={initialQuery}
            placeholder={texts.placeholder}
            role="combobox"
            aria-autocomplete="list"
            aria-controls={`${id}-list`}
            aria-expanded={false}
            className={styles.input}
          />
        </div>
        <button type="submit" className={styles.submit} aria-label={expanded ? texts.submit : texts.open}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <ul id={`${id}-list`} role="listbox" aria-label={texts.suggestions} className={styles.list} hidden />
      <p className="visually-hidden" aria-live="polite" />
    </div>
  );
}
