/**
 * NeoLine's Neo X side for the browser tests (NEO.md §6.2): an EIP-1193 provider announced with EIP-6963 (`rdns
 * io.neoline`, also `window.NEOLineNeoX`) whose requests go to Node through `__testNeoLineX`. It answers the chain id
 * and the account; the N3 → Neo X bridge never asks it to sign.
 */
import type { BrowserContext } from 'playwright-core';

export interface TestNeoXWallet { address: string; chainId: number; requests: string[] }

const PAGE_SCRIPT = `
(() => {
  const provider = {
    isNEOLine: true,
    async request({ method, params }) {
      const answer = await window.__testNeoLineX(method, params === undefined ? null : JSON.parse(JSON.stringify(params)));
      if (answer && answer.error) throw answer.error;
      return answer.result;
    },
    on() {},
    removeListener() {},
  };
  window.NEOLineNeoX = provider;
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { rdns: 'io.neoline', name: 'NeoLine', uuid: 'e2e' }, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
})();
`;

/** Install the test provider in every page of `context`. */
export async function installTestNeoLineNeoX(context: BrowserContext, address: string): Promise<TestNeoXWallet> {
  const w: TestNeoXWallet = { address, chainId: 47763, requests: [] };
  await context.exposeFunction('__testNeoLineX', (method: string) => {
    w.requests.push(method);
    if (method === 'eth_chainId') return { result: `0x${w.chainId.toString(16)}` };
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return { result: [w.address] };
    return { error: { code: 4200, message: `unsupported in the test wallet: ${method}` } };
  });
  await context.addInitScript(PAGE_SCRIPT);
  return w;
}
