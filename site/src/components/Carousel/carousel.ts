/**
 * Upgrades every `[data-carousel]` to Swiper (the project's carousel library), importing it only when a carousel
 * is on the page and nears the viewport. Slides per view and gap follow SPEC §9 (1 / 3 at 768 px / 5 at 1024 px,
 * gap 32); without JavaScript the list scrolls on its own.
 */
import { loadChunk } from '../../lib/load-chunk.ts';
const BREAKPOINTS = { 768: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } };

async function upgrade(root: HTMLElement): Promise<void> {
  const { Swiper, Navigation } = await loadChunk('carousel', () => import('./swiper-setup.ts'));
  root.classList.add('is-ready');
  root.querySelector('.carousel-track')?.removeAttribute('tabindex');
  const slides = [...root.querySelectorAll<HTMLElement>('.carousel-slide')];
  slides.forEach((slide, i) => {
    slide.setAttribute('aria-roledescription', root.dataset.slideRole ?? 'slide');
    slide.setAttribute('aria-label', `${i + 1} / ${slides.length}`);
  });
  const prev = root.querySelector<HTMLElement>('.carousel-prev');
  const next = root.querySelector<HTMLElement>('.carousel-next');
  const viewport = root.querySelector<HTMLElement>('.carousel-viewport')!;
  const swiper = new Swiper(viewport, {
    modules: [Navigation],
    slidesPerView: 1,
    watchSlidesProgress: true,
    spaceBetween: 32,
    breakpoints: BREAKPOINTS,
    watchOverflow: true,
    navigation: { prevEl: prev, nextEl: next, disabledClass: 'is-disabled' },
    wrapperClass: 'carousel-track',
    slideClass: 'carousel-slide',
  });
  // Keyboard: tabbing to a link in a slide out of view brings that slide in (instead of the browser scrolling the
  // clipped track out of line with Swiper's position).
  root.addEventListener('focusin', (event) => {
    const index = slides.findIndex((slide) => slide.contains(event.target as Node));
    viewport.scrollLeft = 0;
    if (index >= 0 && !slides[index]!.classList.contains('swiper-slide-visible'))
      swiper.slideTo(Math.min(index, swiper.snapGrid.length - 1));
  });
}

/** Find the carousels and upgrade each when it comes near the viewport. */
export function initCarousels(): void {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-carousel]:not([data-carousel-init])')];
  if (!roots.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void upgrade(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  for (const root of roots) {
    root.dataset.carouselInit = '';
    observer.observe(root);
  }
}
