import { describe, expect, it, vi } from 'vitest';
import { createNeoLineNeoXAdapter, NEOLINE_RDNS, type Eip1193Provider } from './neoline-neox.ts';
import { testHost } from './test-host.ts';

const ACCOUNT = '0x1212000000000000000000000000000000000004';
function provider(chainId = '0xba93', over: Record<string, (params?: unknown[]) => unknown> = {}): Eip1193Provider {
  const methods: Record<string, (params?: unknown[]) => unknown> = {
    eth_chainId: () => chainId,
    eth_requestAccounts: () => [ACCOUNT],
    eth_sendTransaction: () => '0x' + 'cd'.repeat(32),
    ...over,
  };
  return {
    request: vi.fn(async ({ method, params }) => methods[method]!(params)),
    on: vi.fn(),
    removeListener: vi.fn(),
  };
}
/** A host where NeoLine answers EIP-6963 requests (and optionally exposes its N3 dAPI with a chain id). */
function announcingHost(p: Eip1193Provider, neolineChainId?: number) {
  const host = testHost(
    neolineChainId === undefined
      ? {}
      : {
          NEOLineN3: {
            Init: function Init() {
              return { getNetworks: async () => ({ chainId: neolineChainId }) };
            },
          },
        },
  );
  host.addEventListener('eip6963:requestProvider', () => {
    host.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { rdns: 'io.other', name: 'Other' }, provider: {} },
      }),
    );
    host.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { rdns: NEOLINE_RDNS, name: 'NeoLine' }, provider: p },
      }),
    );
  });
  return host;
}

describe('NeoLine on Neo X (EIP-1193 via EIP-6963)', () => {
  it('finds the provider announced with rdns io.neoline', async () => {
    const adapter = createNeoLineNeoXAdapter(announcingHost(provider()) as never);
    expect(await adapter.init()).toBe('started');
  });
  it('counts a provider not announced in time as not initialized', async () => {
    const adapter = createNeoLineNeoXAdapter(testHost({}) as never, 20);
    expect(await adapter.init()).toBe('error');
  });
  it('connects only when NeoLine is on Neo X (chain id -1) and the provider on chain 47763', async () => {
    const ok = createNeoLineNeoXAdapter(announcingHost(provider(), -1) as never);
    await ok.init();
    expect(await ok.connect()).toBe(ACCOUNT);
    const onN3 = createNeoLineNeoXAdapter(announcingHost(provider(), 3) as never);
    await onN3.init();
    await expect(onN3.connect()).rejects.toMatchObject({ code: 'wrongNetwork' });
    const testnet = createNeoLineNeoXAdapter(announcingHost(provider('0xba9304'), -1) as never);
    await testnet.init();
    await expect(testnet.connect()).rejects.toMatchObject({ code: 'wrongNetwork' });
  });
  it('sends with eth_sendTransaction (value as hex wei) and maps code 4001 to rejected', async () => {
    const p = provider();
    const adapter = createNeoLineNeoXAdapter(announcingHost(p) as never);
    await adapter.init();
    expect(await adapter.send({ from: ACCOUNT, to: ACCOUNT, valueWei: 10n ** 18n })).toBe('0x' + 'cd'.repeat(32));
    expect(p.request).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT, to: ACCOUNT, value: '0xde0b6b3a7640000' }],
    });
    const rejecting = provider('0xba93', {
      eth_sendTransaction: () => {
        throw Object.assign(new Error('User rejected'), { code: 4001 });
      },
    });
    const other = createNeoLineNeoXAdapter(announcingHost(rejecting) as never);
    await other.init();
    await expect(other.send({ from: ACCOUNT, to: ACCOUNT })).rejects.toMatchObject({ code: 'rejected' });
  });
  it('signs a text message with personal_sign (UTF-8 as hex, then the address) and maps 4001 to rejected', async () => {
    const signature = '0x' + 'ef'.repeat(65);
    const p = provider('0xba93', { personal_sign: () => signature });
    const adapter = createNeoLineNeoXAdapter(announcingHost(p) as never);
    await adapter.init();
    expect(await adapter.signMessage!('Nonce: é', ACCOUNT)).toEqual({ signature });
    expect(p.request).toHaveBeenLastCalledWith({ method: 'personal_sign', params: ['0x4e6f6e63653a20c3a9', ACCOUNT] });
    const rejecting = provider('0xba93', {
      personal_sign: () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 })),
    });
    const other = createNeoLineNeoXAdapter(announcingHost(rejecting) as never);
    await other.init();
    await expect(other.signMessage!('x', ACCOUNT)).rejects.toMatchObject({ code: 'rejected' });
  });
});
