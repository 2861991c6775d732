import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';

export type SliderOptions = {
  prevEl: HTMLElement;
  nextEl: HTMLElement;
  /** Slides per view from a min-width (px) on; docs/requirements.md §9: 1 per view by default. */
  breakpoints?: Record<number, number>;
  onChange: (index: number, total: number) => void;
  /** Swiper's A11y module labels the buttons itself; these keep our translated labels. */
  labels: { prev: string; next: string };
};

/**
 * Turns the server-rendered list into a Swiper. Loaded with import() by slider.client.tsx only
 * once a slider is in view, so pages without sliders never download Swiper. The swiper classes are
 * added here (not on the server) so that without JavaScript the slides stay a readable list.
 */
export function createSlider(root: HTMLElement, track: HTMLElement, options: SliderOptions) {
  root.classList.add('swiper');
  track.classList.add('swiper-wrapper');
  // The row no longer scrolls by itself; the buttons and arrow keys move it.
  track.removeAttribute('tabindex');
  const slides = Array.from(track.children) as HTMLElement[];
  for (const slide of slides) slide.classList.add('swiper-slide');
  const swiper = new Swiper(root, {
    modules: [Navigation, A11y, Keyboard],
    slidesPerView: 1,
    spaceBetween: 24,
    breakpoints: Object.fromEntries(
      Object.entries(options.breakpoints ?? {}).map(([width, perView]) => [width, { slidesPerView: perView }]),
    ),
    navigation: { prevEl: options.prevEl, nextEl: options.nextEl },
    keyboard: { enabled: true, onlyInViewport: true },
    // Our own status line announces the position; Swiper's live region would say it twice.
    a11y: {
      enabled: true,
      slideRole: 'group',
      notificationClass: 'visually-hidden',
      prevSlideMessage: options.labels.prev,
      nextSlideMessage: options.labels.next,
    },
    watchOverflow: true,
    on: {
      slideChange: (s) => options.onChange(s.activeIndex, slides.length),
    },
  });
  options.onChange(swiper.activeIndex, slides.length);
  return () => {
    swiper.destroy(true, true);
    root.classList.remove('swiper');
    track.classList.remove('swiper-wrapper');
    track.setAttribute('tabindex', '0');
    for (const slide of slides) slide.classList.remove('swiper-slide');
  };
}
