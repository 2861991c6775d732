import { VenueCard } from '../../components/venue-card';
import type { BlockComponent } from '../../types';

export const VenueBlock: BlockComponent<'venue'> = ({ block, ctx }) => (
  <div className="block" id={block.anchor || undefined}>
    <VenueCard venue={block} locale={ctx.locale} level={2} />
  </div>
);
