import { sanitizeRichText } from '@/lib/sanitize';
import type { BlockComponent } from '../../types';
import { FaqAccordion } from '../../components/lazy-islands.client';
// The island's styles, with the page's stylesheets (its chunk loads after the first paint).
import './faq.module.css';

export const FaqBlock: BlockComponent<'faq'> = ({ block }) => (
  <section
    className="block"
    id={block.anchor || undefined}
    aria-labelledby={block.headline ? `${block.id}-title` : undefined}
  >
    {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
    <FaqAccordion
      id={block.id}
      items={block.items.map((item) => ({
        id: item.id,
        question: item.question,
        answerHtml: sanitizeRichText(item.answer),
      }))}
    />
  </section>
);
