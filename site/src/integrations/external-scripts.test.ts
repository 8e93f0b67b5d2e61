/** Inline scripts moved out of built pages, so the site runs under `script-src 'self'` (functions/edge/headers.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { externalizeInlineScripts, inlineScriptFileName, noInlineScripts } from './external-scripts.ts';

const page = [
  '<!DOCTYPE html><html lang="en-US" class="no-js"><head><meta charset="utf-8">',
  "<script>document.documentElement.classList.replace('no-js', 'js');</script>",
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '</head><body><p title="a <script>x</script> in an attribute">text</p>',
  '<script type="application/json" id="cookie-consent-text">{"a":"</p>"}</script>',
  '<script type="module" data-x="1">import("/_astro/a.js").then((m) => m.go(1 < 2));</script>',
  '<script src="/_astro/b.js" type="module"></script>',
  '<script type="module" fetchpriority="high" src="/_astro/c.js"></script>',
  '<template><script>console.log("in a template")</script></template>',
  '<svg><script>ignored()</script></svg>',
  '<!-- <script>commented()</script> -->',
  '<script>(()=>{customElements.define("astro-island", class extends HTMLElement {})})();</script>',
  '</body></html>',
].join('');

describe('externalizeInlineScripts', () => {
  let html = '';
  let scripts: Awaited<ReturnType<typeof externalizeInlineScripts>>['scripts'] = [];
  beforeAll(async () => ({ html, scripts } = await externalizeInlineScripts(page, '/_astro/')));

  it('moves every inline script the browser would run into a file named by its content, keeping its attributes', () => {
    expect(scripts.map((s) => s.code)).toEqual([
      "document.documentElement.classList.replace('no-js', 'js');",
      'import("/_astro/a.js").then((m) => m.go(1 < 2));',
      'console.log("in a template")',
      '(()=>{customElements.define("astro-island", class extends HTMLElement {})})();',
    ]);
    for (const script of scripts)
      expect(html).toContain(`src="/_astro/${inlineScriptFileName(script.code)}"></script>`);
    expect(html).toContain(
      `<script fetchpriority="low" type="module" data-x="1" src="/_astro/${inlineScriptFileName(scripts[1]!.code)}"></script>`,
    );
    expect(html).not.toContain('classList.replace');
    expect(html).not.toContain('customElements.define');
  });

  it('fetches every module script at low priority, unless its tag states a priority; classic scripts keep theirs', () => {
    expect(html).toContain('<script fetchpriority="low" src="/_astro/b.js" type="module"></script>');
    expect(html).toContain('<script type="module" fetchpriority="high" src="/_astro/c.js"></script>');
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(html).toContain(`<script src="/_astro/${inlineScriptFileName(scripts[0]!.code)}"></script>`);
  });

  it('keeps data scripts, classic scripts that already have a src, SVG scripts, comments and attributes as they were', () => {
    for (const kept of [
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="application/json" id="cookie-consent-text">{"a":"</p>"}</script>',
      '<svg><script>ignored()</script></svg>',
      '<!-- <script>commented()</script> -->',
      '<p title="a <script>x</script> in an attribute">text</p>',
    ])
      expect(html).toContain(kept);
  });

  it('names a script by its code: the same code on two pages is one file, other code another', () => {
    expect(inlineScriptFileName('a()')).toBe(inlineScriptFileName('a()'));
    expect(inlineScriptFileName('a()')).not.toBe(inlineScriptFileName('b()'));
    expect(inlineScriptFileName('a()')).toMatch(/^inline\.[\w-]{16}\.js$/);
  });

  it('leaves a page without inline or module scripts unchanged', async () => {
    const plain = '<!DOCTYPE html><html><head><script src="/x.js"></script></head><body></body></html>';
    expect(await externalizeInlineScripts(plain, '/_astro/')).toEqual({ html: plain, scripts: [] });
  });
});

describe('externalizeInlineScripts on a list page of 10,000 rows', () => {
  it('moves the scripts before and after the rows and keeps every row byte for byte', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `<tr><td><svg><path d="M0 ${i}"/></svg>${i}</td></tr>`);
    const big = `<html><head><script>a()</script></head><body><table>${rows.join('')}</table><script>b()</script></body></html>`;
    const { html: out, scripts: moved } = await externalizeInlineScripts(big, '/_astro/');
    expect(moved.map((s) => s.code)).toEqual(['a()', 'b()']);
    expect(out).toContain(rows.join(''));
    expect(out).not.toContain('a()</script>');
  });
});

describe('noInlineScripts', () => {
  it('keeps script chunks as files and leaves other assets to the default rule', () => {
    expect(noInlineScripts('_astro/Header.astro_astro_type_script_index_0_lang.js')).toBe(false);
    expect(noInlineScripts('_astro/page.mjs')).toBe(false);
    expect(noInlineScripts('_astro/BaseLayout.css')).toBeUndefined();
  });
});
