import 'server-only';

export { BlockBody } from './components/block-body';
export { SectionView } from './components/section-view';
