import { sanitizeRichText } from '@/lib/sanitize';
import type { BlockComponent } from '../../types';

export const TextBlock: BlockComponent<'text'> = ({ block }) => (
  <div
    className={`block block-text rich-text${block.decrease_distance ? ' block--tight' : ''}`}
    id={block.anchor || undefined}
    // Sanitized again on output: stored HTML may predate a stricter policy.
    dangerouslySetInnerHTML={{ __html: sanitizeRichText(block.content) }}
  />
);
