import { MediaImage } from '@/features/media/components/media-image';
import { reportError } from '@/lib/report';
import type { BlockComponent } from '../types';

export const ImageBlock: BlockComponent<'image'> = ({ block, ctx }) => {
  const image = ctx.media.get(block.image);
  if (!image) {
    reportError(new Error('Image block refers to a missing image'), { block: block.id, image: block.image });
    return null;
  }
  const picture = <MediaImage image={image} format={block.format} className="block-image__img" />;
  return (
    <figure className={`block block-image block-image--${block.format}`}>
      {block.link_url ? <a href={block.link_url}>{picture}</a> : picture}
      {(block.description || image.credit) && (
        <figcaption className="block-image__caption">
          {block.description}
          {image.credit && <span className="block-image__credit"> © {image.credit}</span>}
        </figcaption>
      )}
    </figure>
  );
};
