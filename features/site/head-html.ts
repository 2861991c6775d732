import sanitizeHtml from 'sanitize-html';

/** The elements a document head may hold (HTML standard, 'metadata content'). */
const HEAD_TAGS = ['meta', 'link', 'title', 'style', 'script', 'noscript', 'base'] as const;
type HeadTag = (typeof HEAD_TAGS)[number];

/** One top-level element of the staff's head HTML; `content` is raw for script/style, HTML for noscript, text for title. */
export type HeadNode = { tag: HeadTag; attribs: Record<string, string>; content: string };

export type ParsedHeadHtml = {
  nodes: HeadNode[];
  /** Top-level tags that do not belong in a head (reported, left out). */ skipped: string[];
};

const isHeadTag = (tag: string): tag is HeadTag => (HEAD_TAGS as readonly string[]).includes(tag);

const serializeAttribs = (attribs: Record<string, string>) =>
  Object.entries(attribs)
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');

type OpenNode = { tag: string; attribs: Record<string, string>; inner: string; depth: number };

/**
 * Splits the site settings' html_header (docs/requirements.md §3, staff-authored code) into its top-level head
 * elements. Staff code is trusted like the HTML module, so nothing is sanitized away; sanitize-html
 * is only used for its standards-following parser (htmlparser2) to find where each element ends.
 */
export function parseHeadHtml(html: string): ParsedHeadHtml {
  const nodes: HeadNode[] = [];
  const skipped: string[] = [];
  if (!html.trim()) return { nodes, skipped };
  const stack: OpenNode[] = [];
  let closing: OpenNode | undefined;

  const appendToParent = (markup: string) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.inner += markup;
  };

  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemesAppliedToAttributes: [],
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
    onOpenTag: (tag, attribs) => {
      stack.push({ tag, attribs: { ...attribs }, inner: '', depth: stack.length });
    },
    // Text outside script/style arrives here, already escaped for HTML.
    textFilter: (text) => {
      appendToParent(text);
      return text;
    },
    onCloseTag: (tag) => {
      const top = stack[stack.length - 1];
      closing = top?.tag === tag ? stack.pop() : undefined;
    },
    exclusiveFilter: (frame) => {
      const node = closing;
      closing = undefined;
      if (!node) return false;
      // Raw text elements: the parser hands their text over unchanged as frame.text.
      if (node.tag === 'script' || node.tag === 'style') node.inner = frame.text;
      if (node.depth > 0) {
        const voidTag = ['meta', 'link', 'img', 'br', 'source', 'input', 'base'].includes(node.tag);
        appendToParent(`<${node.tag}${serializeAttribs(node.attribs)}>${voidTag ? '' : `${node.inner}</${node.tag}>`}`);
      } else if (isHeadTag(node.tag)) {
        nodes.push({ tag: node.tag, attribs: node.attribs, content: node.inner });
      } else {
        skipped.push(node.tag);
      }
      return false;
    },
  });
  return { nodes, skipped };
}
