import 'server-only';

export { BlockList } from './components/block-list';
export { SectionView, sectionVariants } from './components/section-view';
export { blockRegistry } from './renderers';
