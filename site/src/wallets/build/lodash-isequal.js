// Stands in for `lodash` in the browser build: neon-core imports only `isEqual` from it (rpc/Query.js, comparing
// JSON-RPC params), and the full lodash would add ~24 KB gzip to the N3 chunk. Plain-data deep equality.
export function isEqual(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((k) => Object.prototype.hasOwnProperty.call(b, k) && isEqual(a[k], b[k]))
  );
}
export default { isEqual };
