/**
 * The local Neo X node for one test file (local/neox/node.ts: Hardhat 2, chain id 47763, funded test accounts,
 * started on a free port) and a plain JSON-RPC call for asking it what viem has no action for.
 */
export { startNeoXNode, type LocalNeoXNode } from '../../local/neox/node.ts';

/** JSON-RPC call to `url`; throws the node's error (message and code) when it answers one. */
export async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string; code: number } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result as T;
}
