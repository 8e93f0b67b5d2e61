/**
 * Fee estimation for an N3 request (NEO.md §1.7, §2.2): the system fee is what the script consumes in a test
 * invocation with the request's signers (`invokescript` → `gasconsumed`), the network fee is what the node prices
 * for the transaction's size and witness (`calculatenetworkfee`). All amounts in fractions of 10^-8 GAS.
 */
import type { N3Request } from '../types.ts';
import type { InvokeAnswer, N3Rpc } from '../../../../chain/n3/rpc.ts';
import { buildScript, unsignedTransaction } from '../../../../chain/n3/script.ts';

/** Blocks a transaction stays valid for when built here (below the protocol's MaxValidUntilBlockIncrement, NEO.md §1.1). */
export const VALID_FOR_BLOCKS = 5760;

export interface FeeEstimate {
  systemFee: bigint;
  networkFee: bigint;
  total: bigint;
  /** The test run of the script: a FAULT means the chain would refuse the action now (e.g. a discontinued service). */
  test: InvokeAnswer;
}

/** Estimate the fees of `request` for the signer whose public key is `publicKey` (a placeholder of equal cost when unknown). */
export async function estimateFees(node: N3Rpc, request: N3Request, publicKey?: string): Promise<FeeEstimate> {
  const [test, height] = await Promise.all([
    node.invokeScript(buildScript(request), request.signers),
    node.getBlockCount(),
  ]);
  const systemFee = BigInt(test.gasconsumed);
  const networkFee = await node.calculateNetworkFee(
    unsignedTransaction(request, { validUntilBlock: height + VALID_FOR_BLOCKS, systemFee, publicKey }),
  );
  return { systemFee, networkFee, total: systemFee + networkFee, test };
}
