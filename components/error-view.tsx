import type { ReactNode } from 'react';

/** The error layout's content: status code, message, optional custom HTML, link home. */
export function ErrorView({
  status,
  title,
  hint,
  homeHref,
  homeLabel,
  customHtml,
  children,
}: {
  status: number | string;
  title: string;
  hint?: string;
  homeHref: string;
  homeLabel: string;
  customHtml?: string | null;
  children?: ReactNode;
}) {
  return (
    <main id="content" className="error-page">
      <p className="error-page__code">{status}</p>
      <h1 className="error-page__title">{title}</h1>
      {hint && <p className="error-page__hint">{hint}</p>}
      {customHtml && <div className="error-page__custom" dangerouslySetInnerHTML={{ __html: customHtml }} />}
      {children}
      <p>
        <a className="button" href={homeHref}>
          {homeLabel}
        </a>
      </p>
    </main>
  );
}
