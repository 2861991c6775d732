import styles from './header.module.css';

/** Word mark with a gabled-house emblem, drawn inline so the header needs no image request. */
export function SiteLogo({
  href,
  name,
  tagline,
  label,
}: {
  href: string;
  name: string;
  tagline: string;
  label: string;
}) {
  return (
    <a className={styles.logo} href={href}>
      <svg className={styles.emblem} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path d="M4 19 20 5l16 14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M9 16v19h22V16" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M17 35v-9h6v9" fill="currentColor" />
        <path d="M12 21h5v4h-5zM23 21h5v4h-5z" fill="currentColor" />
      </svg>
      <span className={styles.wordmark}>
        <span className={styles.name}>{name}</span>
        <span className={styles.tagline}>{tagline}</span>
      </span>
      {/* Appended, not an aria-label: the link's name must contain the words it shows (WCAG 2.5.3). */}
      <span className="visually-hidden"> – {label}</span>
    </a>
  );
}
