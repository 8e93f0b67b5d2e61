/// <reference types="astro/client" />
// Astro's generated collection types (site/.astro/) are not referenced on purpose: `tsc` must pass on a fresh
// clone before any build, and src/data/catalogue.ts types every collection from content-schema itself.
