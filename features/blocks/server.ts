import 'server-only';

export { BlockBody } from './components/block-body';
export { BlockList } from './components/block-list';
export { SectionView } from './components/section-view';
export { blockRegistry } from './renderers';
