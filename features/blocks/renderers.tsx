import { AnchorListBlock } from './kinds/anchorlist/render';
import { AudioSelfHostedBlock } from './kinds/audio-self-hosted/render';
import { AudioBlock } from './kinds/audio/render';
import { BlogTeaserListBlock } from './kinds/blogteaserlist/render';
import { ContainerBlock } from './kinds/container/render';
import { EventListBlock } from './kinds/eventlist/render';
import { FaqBlock } from './kinds/faq/render';
import { FormBlock } from './kinds/form/render';
import { FullTeaserBlock } from './kinds/fullteaser/render';
import { HeadlineBlock } from './kinds/headline/render';
import { HeroMediaBlock } from './kinds/heromedia/render';
import { HighlightTeasersBlock } from './kinds/highlightteasers/render';
import { HtmlBlock } from './kinds/html/render';
import { ImageBlock } from './kinds/image/render';
import { ImageListBlock } from './kinds/imagelist/render';
import { LinkBlock } from './kinds/link/render';
import { LogoListBlock } from './kinds/logolist/render';
import { QuoteBlock } from './kinds/quote/render';
import { SocialMediaBlock } from './kinds/socialmedia/render';
import { TeaserListBlock } from './kinds/teaserlist/render';
import { TextBlock } from './kinds/text/render';
import { TwoColumnsBlock } from './kinds/twocolumns/render';
import { VenueBlock } from './kinds/venue/render';
import { VenueListBlock } from './kinds/venuelist/render';
import { VideoSelfHostedBlock } from './kinds/video-self-hosted/render';
import { VideoBlock } from './kinds/video/render';
import { VideoListBlock } from './kinds/videolist/render';
import { ViewerBlock } from './kinds/viewer/render';
import type { BlockRegistry } from './types';

/** The server renderer of every kind in definitions.ts; a kind without one is a type error. */
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
