import { AnchorListBlock } from './components/anchor-list-block';
import { AudioSelfHostedBlock } from './components/audio-self-hosted-block';
import { BlogTeaserListBlock } from './components/blog-teaser-list-block';
import { ContainerBlock } from './components/container-block';
import { AudioBlock, SocialMediaBlock, ViewerBlock } from './components/embed-blocks';
import { EventListBlock } from './components/event-list-block';
import { FaqBlock } from './components/faq-block';
import { FormBlock } from './components/form-block';
import { FullTeaserBlock } from './components/full-teaser-block';
import { HeadlineBlock } from './components/headline-block';
import { HeroMediaBlock } from './components/hero-media-block';
import { HighlightTeasersBlock } from './components/highlight-teasers-block';
import { HtmlBlock } from './components/html-block';
import { ImageBlock } from './components/image-block';
import { ImageListBlock } from './components/image-list-block';
import { LinkBlock } from './components/link-block';
import { LogoListBlock } from './components/logo-list-block';
import { QuoteBlock } from './components/quote-block';
import { TeaserListBlock } from './components/teaser-list-block';
import { TextBlock } from './components/text-block';
import { TwoColumnsBlock } from './components/two-columns-block';
import { VenueBlock, VenueListBlock } from './components/venue-block';
import { VideoBlock } from './components/video-block';
import { VideoListBlock } from './components/video-list-block';
import { VideoSelfHostedBlock } from './components/video-self-hosted-block';
import type { BlockRegistry } from './types';

/** One component per block kind (see schemas.ts); a kind without one is a type error. */
export const blockRegistry: BlockRegistry = {
  headline: HeadlineBlock,
  text: TextBlock,
  link: LinkBlock,
  image: ImageBlock,
  video: VideoBlock,
  video_self_hosted: VideoSelfHostedBlock,
  audio: AudioBlock,
  audio_self_hosted: AudioSelfHostedBlock,
  viewer: ViewerBlock,
  quote: QuoteBlock,
  faq: FaqBlock,
  fullteaser: FullTeaserBlock,
  teaserlist: TeaserListBlock,
  imagelist: ImageListBlock,
  logolist: LogoListBlock,
  venue: VenueBlock,
  venuelist: VenueListBlock,
  html: HtmlBlock,
  form: FormBlock,
  heromedia: HeroMediaBlock,
  blogteaserlist: BlogTeaserListBlock,
  twocolumns: TwoColumnsBlock,
  eventlist: EventListBlock,
  highlightteasers: HighlightTeasersBlock,
  anchorlist: AnchorListBlock,
  socialmedia: SocialMediaBlock,
  videolist: VideoListBlock,
  container: ContainerBlock,
};
