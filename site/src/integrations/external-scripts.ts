import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAXParser, type StartTag } from 'parse5-sax-parser';

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
 *   In the same pass every module script's tag gets `fetchpriority="low"` (see {@link LOW_PRIORITY}).
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

/**
 * What every module script's tag gets (one that states its own `fetchpriority` keeps it). A module script is deferred:
 * it runs after the page is parsed and nothing on the first screen waits for it (the first-visit banner and the theme
 * are the head script's, lib/theme.ts; the lists show their first page without it). At the default priority the
 * browser fetches the page's dozen modules beside its stylesheets and first-screen images; at `low` they come after.
 */
const LOW_PRIORITY = 'fetchpriority="low"';

/** One script moved out of a page: its file name under the assets directory and its exact code. */
export interface ExternalScript {
  fileName: string;
  code: string;
}

/** The file name of an inline script's code: `inline.<first 16 base64url characters of its SHA-256>.js` (same code, same file). */
export function inlineScriptFileName(code: string): string {
  return `inline.${createHash('sha256').update(code).digest('base64url').slice(0, 16)}.js`;
}

const attribute = (tag: StartTag, name: string) => tag.attrs.find((a) => a.name === name && !a.namespace)?.value;

/** Elements whose content is foreign (SVG, MathML): a `<script>` there is not an HTML script. */
const FOREIGN = new Set(['svg', 'math']);

/**
 * Moves the inline scripts of one HTML page out: returns the page with each inline executable `<script>…</script>`
 * replaced by `<script …same attributes… src="<assetsPrefix><file>"></script>` and the scripts to write; every module
 * script, moved or not, also gets `fetchpriority="low"` ({@link LOW_PRIORITY}). Everything else in the page is kept
 * byte for byte (parse5 locates the elements; the page is never re-serialised).
 * `assetsPrefix` is the URL path of the assets directory, e.g. `/_astro/`.
 */
export async function externalizeInlineScripts(
  html: string,
  assetsPrefix: string,
): Promise<{ html: string; scripts: ExternalScript[] }> {
  // A streaming tokenizer (parse5's, with its tree-construction feedback for script/raw-text states): the page is
  // never held as a tree, so a list page of 10,000 cards costs its tokens, not a DOM (bench: build peak RSS).
  const parser = new SAXParser({ sourceCodeLocationInfo: true });
  const edits: { start: number; end: number; text: string }[] = [];
  const scripts: ExternalScript[] = [];
  let foreign = 0;
  let open: StartTag | undefined;
  parser.on('startTag', (tag) => {
    if (FOREIGN.has(tag.tagName) && !tag.selfClosing) foreign += 1;
    else if (tag.tagName === 'script' && !foreign) open = tag;
  });
  parser.on('endTag', (tag) => {
    if (FOREIGN.has(tag.tagName)) foreign = Math.max(0, foreign - 1);
    if (tag.tagName !== 'script' || !open) return;
    const startTag = open;
    open = undefined;
    const type = (attribute(startTag, 'type') ?? '').trim().toLowerCase();
    const from = startTag.sourceCodeLocation;
    const to = tag.sourceCodeLocation;
    if (!EXECUTABLE_TYPES.has(type) || !from || !to) return;
    const tagText = html.slice(from.startOffset, from.endOffset);
    const lowered = type === 'module' && attribute(startTag, 'fetchpriority') === undefined;
    const openTag = lowered ? tagText.replace(/^<script\b/i, `<script ${LOW_PRIORITY}`) : tagText;
    if (attribute(startTag, 'src') !== undefined) {
      if (lowered) edits.push({ start: from.startOffset, end: from.endOffset, text: openTag });
      return;
    }
    const code = html.slice(from.endOffset, to.startOffset);
    if (!code.trim()) return;
    const fileName = inlineScriptFileName(code);
    edits.push({
      start: from.startOffset,
      end: to.endOffset,
      text: `${openTag.replace(/\s*\/?>$/, '')} src="${assetsPrefix}${fileName}"></script>`,
    });
    scripts.push({ fileName, code });
  });
  await new Promise<void>((resolve, reject) => {
    parser.once('error', reject);
    parser.once('finish', resolve);
    parser.end(html);
  });
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(html.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(html.slice(at));
  return { html: parts.join(''), scripts };
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
 * every page into the assets directory and lowers every module script's priority. Logs how many pages it rewrote and
 * how many distinct scripts it wrote.
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
          const result = await externalizeInlineScripts(html, `${base}${assetsDir}/`);
          if (result.html === html) continue;
          for (const script of result.scripts) {
            if (written.has(script.fileName)) continue;
            await writeFile(join(outDir, assetsDir, script.fileName), script.code);
            written.add(script.fileName);
          }
          await writeFile(file, result.html);
          pages += 1;
        }
        logger.info(
          `inline scripts moved out of ${pages} pages into ${written.size} files (CSP script-src 'self'), module scripts at low priority`,
        );
      },
    },
  };
}
