// Stands in for `cross-fetch` in the browser build: browsers have fetch; neon-core imports `{ fetch }` only.
export const fetch = (...args) => globalThis.fetch(...args);
export default fetch;
