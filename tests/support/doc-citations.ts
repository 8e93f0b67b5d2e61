import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The citations of the product's own documents and the headings they resolve to (docs/README.md "Citations"):
 * "SPEC §5" is the heading numbered 5 of docs/SPEC.md, "NEO.md §5.2" the heading numbered 5.2 of docs/NEO.md.
 */

/** The folder of the product's documents. */
export const DOCS_DIR = fileURLToPath(new URL('../../docs/', import.meta.url));

/** The documents a citation can name, by the name the code uses, and their file in docs/. */
export const CITED_DOCS = { SPEC: 'SPEC.md', NEO: 'NEO.md' } as const;
export type CitedDoc = keyof typeof CITED_DOCS;

/** One cited section: the document, its number (`5.2`) and the text it was read from (for messages). */
export interface Citation {
  doc: CitedDoc;
  section: string;
  text: string;
}

/**
 * GitHub's anchor of a Markdown heading (github-slugger's rule): lower case, every character that is not a letter,
 * a digit, a space, `-` or `_` dropped, each space a `-`. `5.2 N3 side: deposit GAS` → `52-n3-side-deposit-gas`.
 */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The numbered headings of a Markdown text (`## 5. Validation rules`, `### 5.2 N3 side…`): number → anchor. */
export function numberedHeadings(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+((\d+(?:\.\d+)*)\.?\s.*)$/.exec(line);
    if (m && !sections.has(m[2]!)) sections.set(m[2]!, headingAnchor(m[1]!));
  }
  return sections;
}

/** The numbered headings of a document of docs/ (read from disk). */
export function docSections(doc: CitedDoc): Map<string, string> {
  return numberedHeadings(readFileSync(`${DOCS_DIR}${CITED_DOCS[doc]}`, 'utf8'));
}

const NUMBER = String.raw`\d+(?:\.\d+)*`;
/** `SPEC §5`, `SPEC.md §2`, `NEO.md §5.2`, `NEO.md` §5.3 (after a backticked path), then further sections of the same document. */
const CITATION = new RegExp(
  String.raw`\b(SPEC|NEO)(?:\.md)?\`?\s*§(${NUMBER}(?:\s*[–-]\s*${NUMBER})?(?:\s*(?:,|/|and|&)\s*§${NUMBER}(?:\s*[–-]\s*${NUMBER})?)*)`,
  'g',
);

/**
 * Every cited section in `text`: each `§n` of a list (`NEO.md §1.2, §1.5`, `SPEC §3/§5`) and both ends of a range
 * (`NEO.md §3.1–3.2`).
 */
export function citations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const m of text.matchAll(CITATION)) {
    const doc = m[1] as CitedDoc;
    for (const section of m[2]!.match(new RegExp(NUMBER, 'g'))!) found.push({ doc, section, text: m[0] });
  }
  return found;
}
