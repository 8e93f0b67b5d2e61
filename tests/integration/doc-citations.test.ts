import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/import-graph.ts';
import {
  citations,
  CITED_DOCS,
  docSections,
  DOCS_DIR,
  headingAnchor,
  numberedHeadings,
} from '../support/doc-citations.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CITING_ROOTS = ['bench', 'chain', 'content-schema', 'functions', 'i18n', 'infra', 'local', 'site', 'tests'];

/** Every file that may cite the documents: the sources and the Markdown of the citing folders. */
function citingFiles(): string[] {
  const markdown: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.md')) markdown.push(join(dir, entry.name));
    }
  };
  for (const root of CITING_ROOTS) walk(root);
  return [...sourceFiles(ROOT, CITING_ROOTS), ...markdown];
}

describe("citations of the product's documents", () => {
  const sections = { SPEC: docSections('SPEC'), NEO: docSections('NEO') };

  it('reads the citation forms the code uses', () => {
    expect(citations('(NEO.md §1.2, §1.5; SPEC §9)').map((c) => `${c.doc} ${c.section}`)).toEqual([
      'NEO 1.2',
      'NEO 1.5',
      'SPEC 9',
    ]);
    expect(citations('SPEC §3/§7. and SPEC.md §2').map((c) => c.section)).toEqual(['3', '7', '2']);
    expect(citations('NEO.md §1.6, §3.1–3.2 and `../x/NEO.md` §5.3').map((c) => c.section)).toEqual([
      '1.6',
      '3.1',
      '3.2',
      '5.3',
    ]);
    expect(citations('NEO.md §0 / §3 / §4 / §5').map((c) => c.section)).toEqual(['0', '3', '4', '5']);
  });

  it('anchors headings as GitHub does', () => {
    expect(
      numberedHeadings(
        '## 5. Validation rules\n```\n## 6. not a heading\n```\n### 5.2 N3 side: deposit GAS to a Neo X address\n',
      ),
    ).toEqual(
      new Map([
        ['5', '5-validation-rules'],
        ['5.2', '52-n3-side-deposit-gas-to-a-neo-x-address'],
      ]),
    );
    expect(headingAnchor('1.8 Pending / recent economic changes [news — must be re-checked at build time]')).toBe(
      '18-pending--recent-economic-changes-news--must-be-re-checked-at-build-time',
    );
  });

  it('keeps the sections the code cites most', () => {
    for (const n of ['1', '2', '3', '4', '5', '6', '7', '8', '9'])
      expect(sections.SPEC.has(n), `SPEC §${n}`).toBe(true);
    for (const n of ['0', '1.5', '3.2', '4.2', '5.2', '6.3', '7.1', '9.4'])
      expect(sections.NEO.has(n), `NEO.md §${n}`).toBe(true);
  });

  it('resolves every "SPEC §n" and "NEO.md §n" in the code to a heading of docs/', () => {
    const files = citingFiles();
    const unresolved: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const citation of citations(readFileSync(join(ROOT, file), 'utf8'))) {
        count += 1;
        if (!sections[citation.doc].has(citation.section))
          unresolved.push(
            `${file}: ${citation.text} → §${citation.section} is not a heading of docs/${CITED_DOCS[citation.doc]}`,
          );
      }
    }
    expect(unresolved).toEqual([]);
    expect(count).toBeGreaterThan(300);
  });

  it('links between the documents of docs/ land on existing files and headings', () => {
    const docs = readdirSync(DOCS_DIR).filter((f) => f.endsWith('.md'));
    const anchors = new Map(
      docs.map((f) => {
        const text = readFileSync(join(DOCS_DIR, f), 'utf8');
        return [f, new Set([...text.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => headingAnchor(m[1]!)))] as const;
      }),
    );
    const broken: string[] = [];
    for (const f of docs) {
      for (const m of readFileSync(join(DOCS_DIR, f), 'utf8').matchAll(/\]\(([A-Z][\w-]*\.md)?(?:#([^)]+))?\)/g)) {
        const target = m[1] ?? f;
        if (!anchors.has(target)) broken.push(`${f}: ${m[0]} (no docs/${target})`);
        else if (m[2] && !anchors.get(target)!.has(m[2])) broken.push(`${f}: ${m[0]} (no heading #${m[2]})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
