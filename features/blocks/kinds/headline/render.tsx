import type { BlockComponent } from '../../types';

export const HeadlineBlock: BlockComponent<'headline'> = ({ block }) => {
  const Tag = `h${block.headline_level}` as 'h2';
  return (
    <header className="block block-headline" id={block.anchor || undefined}>
      {block.preline && <p className="block-headline__preline">{block.preline}</p>}
      <Tag className={`block-headline__title block-headline__title--h${block.headline_level}`}>{block.content}</Tag>
      {block.subline && <p className="block-headline__subline">{block.subline}</p>}
    </header>
  );
};
