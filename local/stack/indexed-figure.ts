/**
 * `npm run chain:traffic`'s wait for the indexer (chain-traffic.ts for N3, neox-traffic.ts for Neo X): the stack's
 * live snapshot read every 3 seconds until a contract's indexed figure reaches what the traffic sent.
 */

/** A contract's indexed figure as the live snapshot showed it, with the block and time its source was as of. */
export interface IndexedFigure {
  invocationsLast7Days: number;
  block?: number;
  asOf?: string;
}

/**
 * Reads `<apiUrl>/snapshot/live?sections=sources,contracts` every 3 s for up to 3 minutes until the contract
 * `contractId` (its record id) shows `invocationsLast7Days` ≥ `atLeast`; answers it with the block and time of the
 * sync source `source` (`n3-indexer`, `neox-indexer`), or undefined when the time ran out. A failed read is retried.
 */
export async function awaitIndexedInvocations(
  apiUrl: string,
  contractId: string,
  atLeast: number,
  source: string,
): Promise<IndexedFigure | undefined> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const live = await fetch(`${apiUrl.replace(/\/$/, '')}/snapshot/live?sections=sources,contracts`)
      .then(
        (r) =>
          r.json() as Promise<{
            sources: Record<string, { block?: number; asOf?: string }>;
            contracts: Record<string, { invocationsLast7Days?: number }>;
          }>,
      )
      .catch(() => undefined);
    const figure = live?.contracts[contractId]?.invocationsLast7Days;
    if (figure && figure >= atLeast) {
      const { block, asOf } = live!.sources[source] ?? {};
      return { invocationsLast7Days: figure, block, asOf };
    }
    await new Promise((r) => setTimeout(r, 3000));
  }
  return undefined;
}
