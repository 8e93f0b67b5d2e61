/**
 * The Swiper build the carousels use: the core and its Navigation module only (named imports, so the rest is
 * left out: about 20 KB gzip). carousel.ts labels the slides and the buttons carry translated names, so Swiper's
 * A11y module is not needed; the buttons are focusable, so neither is its Keyboard module.
 */
export { Swiper } from 'swiper';
export { Navigation } from 'swiper/modules';
