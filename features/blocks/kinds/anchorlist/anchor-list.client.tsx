'use client';

import { useEffect, useState, type MouseEvent } from 'react';
import styles from './anchor-list.module.css';

type Item = { id: string; label: string; anchor: string };

/** docs/requirements.md §9: scroll to hash waits 1000 ms, polls every 250 ms up to 100 tries, offset 130 px. */
const SCROLL_OFFSET = 130;
const FIRST_WAIT = 1000;
const POLL = 250;
const TRIES = 100;

/** Scrolls to the element with this id once it exists (sections may render late). */
function scrollToAnchor(anchor: string, behavior: ScrollBehavior = 'smooth') {
  let tries = 0;
  const attempt = () => {
    const target = document.getElementById(anchor);
    if (target) {
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET, behavior });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    if (++tries < TRIES) window.setTimeout(attempt, POLL);
  };
  attempt();
}

export function AnchorListNav({
  label,
  items,
  sticky,
  stickAfter,
}: {
  label: string;
  items: Item[];
  sticky: boolean;
  stickAfter: number;
}) {
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (!hash || !items.some((i) => i.anchor === hash)) return;
    const timer = window.setTimeout(() => scrollToAnchor(hash, 'auto'), FIRST_WAIT);
    return () => window.clearTimeout(timer);
  }, [items]);

  useEffect(() => {
    if (!sticky) return;
    const onScroll = () => setStuck(window.scrollY > stickAfter);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [sticky, stickAfter]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    event.preventDefault();
    history.pushState(null, '', `#${anchor}`);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scrollToAnchor(anchor, reduced ? 'auto' : 'smooth');
  };

  return (
    <nav
      aria-label={label}
      className={`block ${styles.nav} ${sticky ? styles.sticky : ''} ${stuck ? styles.stuck : ''}`.trim()}
    >
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.anchor}`} className={styles.link} onClick={(e) => onClick(e, item.anchor)}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
