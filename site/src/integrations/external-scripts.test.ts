/** Inline scripts moved out of built pages, so the site runs under `script-src 'self'` (functions/edge/headers.ts). */
import { describe, expect, it } from 'vitest';
import { externalizeInlineScripts, inlineScriptFileName, noInlineScripts } from './external-scripts.ts';

const page = [
  '<!DOCTYPE html><html lang="en-US" class="no-js"><head><meta charset="utf-8">',
  "<script>document.documentElement.classList.replace('no-js', 'js');</script>",
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '</head><body><p title="a <script>x</script> in an attribute">text</p>',
  '<script type="application/json" id="cookie-consent-text">{"a":"</p>"}</script>',
  '<script type="module" data-x="1">import("/_astro/a.js").then((m) => m.go(1 < 2));</script>',
  '<script src="/_astro/b.js" type="module"></script>',
  '<template><script>console.log("in a template")</script></template>',
  '<svg><script>ignored()</script></svg>',
  '<!-- <script>commented()</script> -->',
  '<script>(()=>{customElements.define("astro-island", class extends HTMLElement {})})();</script>',
  '</body></html>',
].join('');

describe('externalizeInlineScripts', () => {
  const { html, scripts } = externalizeInlineScripts(page, '/_astro/');

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
      `<script type="module" data-x="1" src="/_astro/${inlineScriptFileName(scripts[1]!.code)}"></script>`,
    );
    expect(html).not.toContain('classList.replace');
    expect(html).not.toContain('customElements.define');
  });

  it('keeps data scripts, scripts that already have a src, SVG scripts, comments and attributes as they were', () => {
    for (const kept of [
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="application/json" id="cookie-consent-text">{"a":"</p>"}</script>',
      '<script src="/_astro/b.js" type="module"></script>',
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

  it('leaves a page without inline scripts unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><script src="/x.js"></script></head><body></body></html>';
    expect(externalizeInlineScripts(plain, '/_astro/')).toEqual({ html: plain, scripts: [] });
  });
});

describe('noInlineScripts', () => {
  it('keeps script chunks as files and leaves other assets to the default rule', () => {
    expect(noInlineScripts('_astro/Header.astro_astro_type_script_index_0_lang.js')).toBe(false);
    expect(noInlineScripts('_astro/page.mjs')).toBe(false);
    expect(noInlineScripts('_astro/BaseLayout.css')).toBeUndefined();
  });
});
