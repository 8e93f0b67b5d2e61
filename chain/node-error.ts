/** No configured node of a chain answered (offline, blocked, or all down): pages say so instead of showing zeros. */
export class NodeUnreachableError extends Error {
  readonly chain: 'n3' | 'neoX';
  readonly urls: string[];
  constructor(chain: 'n3' | 'neoX', urls: string[], cause?: unknown) {
    super(`No ${chain === 'n3' ? 'Neo N3' : 'Neo X'} node could be reached (${urls.join(', ')})`);
    this.name = 'NodeUnreachableError';
    this.chain = chain;
    this.urls = urls;
    this.cause = cause;
  }
}

/** Whether `error` says no node could be reached (by name, so callers need not load the chain code to ask). */
export const isNodeUnreachable = (error: unknown): error is NodeUnreachableError =>
  (error as { name?: string } | null)?.name === 'NodeUnreachableError';
