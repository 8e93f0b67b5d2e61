import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * No inline script in the built site, so the CSP's `script-src` is just `'self'` (functions/edge/headers.ts) — no
 * `'unsafe-inline'` and no per-build hash list the CDN's static response headers policy would have to follow.
 *
 * Two steps, both generic (any inline script a component, a layout or Astro itself writes, now or later):
 * - the bundled `<script>` of components (`type="module"`) are never inlined by Vite (`noInlineScripts`);
 * - after the build, every inline script left (`is:inline` ones such as the `no-js` switch and the cookie banner's
 *   first-paint check, a theme set before first paint, Astro's island runtime and hydration directives) is moved
 *   into `/_astro/inline.<content hash>.js` and its tag gets a `src`. A classic script stays classic: it still runs
 *   where it stood, before the parser goes on (so before first paint in `<head>`); a module stays a deferred module.
 *   Data scripts (`application/json`, `application/ld+json`, …) are not scripts the browser runs and stay inline.
 */

/** MIME types (and `module`) the browser runs as script (HTML § "JavaScript MIME type"); no `type` is classic JS. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/x-javascript',
  'text/x-ecmascript',
  'text/jscript',
  'text/livescript',
  'text/javascript1.5',
]);

/** One script moved out of a page: its file name under the assets directory and its exact code. */
export interface ExternalScript {
  fileName: string;
  code: string;
}

/** The file name of an inline script's code: `inline.<first 16 base64url characters of its SHA-256>.js` (same code, same file). */
export function inlineScriptFileName(code: string): string {
  return `inline.${createHash('sha256').update(code).digest('base64url').slice(0, 16)}.js`;
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name && !a.namespace)?.value;

/** Every HTML `<script>` element of a parsed document, template contents included. */
function* scriptElements(node: Node): Generator<Element> {
  if ('tagName' in node && node.tagName === 'script' && node.namespaceURI === 'http://www.w3.org/1999/xhtml')
    yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* scriptElements(child);
  if ('content' in node && node.content) yield* scriptElements(node.content);
}

/**
 * Moves the inline scripts of one HTML page out: returns the page with each inline executable `<script>…</script>`
 * replaced by `<script …same attributes… src="<assetsPrefix><file>"></script>` and the scripts to write. Everything
 * else in the page is kept byte for byte (parse5 locates the elements; the page is never re-serialised).
 * `assetsPrefix` is the URL path of the assets directory, e.g. `/_astro/`.
 */
export function externalizeInlineScripts(
  html: string,
  assetsPrefix: string,
): { html: string; scripts: ExternalScript[] } {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const edits: { start: number; end: number; text: string }[] = [];
  const scripts: ExternalScript[] = [];
  for (const element of scriptElements(document)) {
    const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
    const location = element.sourceCodeLocation;
    if (
      attribute(element, 'src') !== undefined ||
      !EXECUTABLE_TYPES.has(type) ||
      !location?.startTag ||
      !location.endTag
    )
      continue;
    const code = html.slice(location.startTag.endOffset, location.endTag.startOffset);
    if (!code.trim()) continue;
    const fileName = inlineScriptFileName(code);
    const startTag = html.slice(location.startTag.startOffset, location.startTag.endOffset);
    edits.push({
      start: location.startOffset,
      end: location.endOffset,
      text: `${startTag.replace(/\s*\/?>$/, '')} src="${assetsPrefix}${fileName}"></script>`,
    });
    scripts.push({ fileName, code });
  }
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, scripts };
}

/** Every `.html` file under `dir` (absolute paths). */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/**
 * Vite's `build.assetsInlineLimit` that keeps every script chunk a file (Astro inlines a component's small bundled
 * script otherwise) and leaves other assets to Vite's default rule.
 */
export function noInlineScripts(filePath: string): boolean | undefined {
  return /\.[cm]?js$/.test(filePath) ? false : undefined;
}

/**
 * The integration: after the build (list it last, after anything that writes pages), moves every inline script of
 * every page into the assets directory. Logs how many pages and distinct scripts it handled.
 */
export function externalScriptsIntegration(): AstroIntegration {
  let assetsDir = '_astro';
  let base = '/';
  return {
    name: 'neo-ecosystem:external-scripts',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { build: { assetsInlineLimit: noInlineScripts } } });
      },
      'astro:config:done': ({ config }) => {
        assetsDir = config.build.assets;
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const written = new Set<string>();
        let pages = 0;
        await mkdir(join(outDir, assetsDir), { recursive: true });
        for (const file of await htmlFiles(outDir)) {
          const html = await readFile(file, 'utf8');
          if (!html.includes('<script')) continue;
          const result = externalizeInlineScripts(html, `${base}${assetsDir}/`);
          if (!result.scripts.length) continue;
          for (const script of result.scripts) {
            if (written.has(script.fileName)) continue;
            await writeFile(join(outDir, assetsDir, script.fileName), script.code);
            written.add(script.fileName);
          }
          await writeFile(file, result.html);
          pages += 1;
        }
        logger.info(`inline scripts moved out of ${pages} pages into ${written.size} files (CSP script-src 'self')`);
      },
    },
  };
}
