/**
 * Upgrades every `[data-carousel]` to Swiper (the project's carousel library), importing it only when a carousel
 * is on the page and nears the viewport. Slides per view and gap follow SPEC §9 (1 / 3 at 768 px / 5 at 1024 px,
 * gap 32); without JavaScript the list scrolls on its own.
 */
const BREAKPOINTS = { 768: { slidesPerView: 3 }, 1024: { slidesPerView: 5 } };

async function upgrade(root: HTMLElement): Promise<void> {
  const { Swiper, Navigation } = await import('./swiper-setup.ts');
  root.classList.add('is-ready');
  const slides = [...root.querySelectorAll<HTMLElement>('.carousel-slide')];
  slides.forEach((slide, i) => {
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', `${i + 1} / ${slides.length}`);
  });
  const prev = root.querySelector<HTMLElement>('.carousel-prev');
  const next = root.querySelector<HTMLElement>('.carousel-next');
  new Swiper(root.querySelector<HTMLElement>('.carousel-viewport')!, {
    modules: [Navigation],
    slidesPerView: 1,
    spaceBetween: 32,
    breakpoints: BREAKPOINTS,
    watchOverflow: true,
    navigation: { prevEl: prev, nextEl: next, disabledClass: 'is-disabled' },
    wrapperClass: 'carousel-track',
    slideClass: 'carousel-slide',
  });
}

/** Find the carousels and upgrade each when it comes near the viewport. */
export function initCarousels(): void {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-carousel]:not([data-carousel-init])')];
  if (!roots.length) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      void upgrade(entry.target as HTMLElement);
    }
  }, { rootMargin: '200px' });
  for (const root of roots) {
    root.dataset.carouselInit = '';
    observer.observe(root);
  }
}
