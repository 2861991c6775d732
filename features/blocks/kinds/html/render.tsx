import type { BlockComponent } from '../../types';

/**
 * Staff-authored HTML, rendered as is (the HTML module). Only staff can save blocks, and the
 * page editor is where this trust is decided, not here.
 */
export const HtmlBlock: BlockComponent<'html'> = ({ block }) => (
  <div className="block block-html" dangerouslySetInnerHTML={{ __html: block.html_code }} />
);
