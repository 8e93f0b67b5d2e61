/**
 * Uploaded SVGs are cleaned before a record keeps them: DOMPurify (cure53, the well-kept HTML/SVG sanitiser) with
 * its SVG profile, run server-side in a jsdom window, removes scripts, event handler attributes, `javascript:`
 * links and foreign objects, keeping the drawing. Both libraries are loaded only when an SVG is saved.
 */

/** The SVG namespace, required on the root of a standalone `.svg` file. */
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * `svg` (the text of an SVG file) with nothing that can run: answers the cleaned markup, or undefined when nothing
 * drawable is left (not an SVG at all).
 */
export async function sanitizeSvg(svg: string): Promise<string | undefined> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  try {
    const purify = createDOMPurify(window as never);
    const clean = purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } }) as unknown as string;
    const root = clean.trim();
    if (!/^<svg[\s>]/i.test(root)) return undefined;
    return /^<svg[^>]*\sxmlns=/i.test(root) ? root : root.replace(/^<svg/i, `<svg xmlns="${SVG_NS}"`);
  } finally {
    window.close();
  }
}
