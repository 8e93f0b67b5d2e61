/**
 * Where the submission form shows each of the API's field messages (`{ fields: { 'proposal.title': '…' } }`):
 * the id of the control beside which it goes, and for one-per-line lists (contracts, repositories) the line.
 */

/** The non-empty lines of a textarea with their 1-based line numbers. */
export function lineNumbers(text: string): { text: string; line: number }[] {
  return text
    .split('\n')
    .map((raw, i) => ({ text: raw.trim(), line: i + 1 }))
    .filter((l) => l.text);
}

/** What the form sent, by position: the ids of the filled social inputs, the line numbers of list entries. */
export interface SentPositions {
  socials: string[];
  contracts: number[];
  repositories: number[];
}

const LISTS = ['contracts', 'repositories'] as const;

/**
 * The control id (`submit-<field>`) and line for the API's error key `key` (`email`, `targetDappId`,
 * `proposal.<field>`, `proposal.socials.<i>.url`, `proposal.contracts.<i>.hash`, `proposal.repositories.<i>`, …);
 * undefined for a key the form has no field for (the message is then shown at the top of the form).
 */
export function fieldOfError(key: string, sent: SentPositions): { id: string; line?: number } | undefined {
  const [head, name, index] = key.split('.');
  if (head === 'email' || head === 'targetDappId') return { id: `submit-${head}` };
  if (head !== 'proposal' || !name) return undefined;
  if (name === 'socials') {
    const id = index === undefined ? undefined : sent.socials[Number(index)];
    return { id: id ?? 'submit-socials' };
  }
  const list = LISTS.find((l) => l === name);
  if (list) {
    const line = index === undefined ? undefined : sent[list][Number(index)];
    return line === undefined ? { id: `submit-${list}` } : { id: `submit-${list}`, line };
  }
  return { id: `submit-${name}` };
}
