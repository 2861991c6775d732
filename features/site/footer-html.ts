import sanitizeHtml from 'sanitize-html';

/** Absolute http(s) links leave the site: they open in a new tab without handing over the opener. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The footer HTML blocks of the site settings are written by staff; they still pass a sanitizer so a
 * pasted snippet cannot run script, and external links get target and rel like every footer link.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'div',
    'span',
    'img',
    'address',
    'small',
  ],
  allowedAttributes: {
    a: ['href', 'class', 'title', 'aria-label', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    '*': ['class'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // Target and rel are decided here, never taken from the pasted HTML.
    a: (tagName, { target: _target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: isExternalUrl(attribs.href ?? '')
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
        : attribs,
    }),
  },
};

export function sanitizeFooterHtml(html: string): string {
  return html.trim() ? sanitizeHtml(html, options) : '';
}
