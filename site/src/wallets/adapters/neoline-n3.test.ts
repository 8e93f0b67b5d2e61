import { describe, expect, it, vi } from 'vitest';
import { createNeoLineN3Adapter, NEOLINE_EVENTS, type NeoLineN3Dapi } from './neoline-n3.ts';
import { testHost } from './test-host.ts';
import { NETWORK_PROFILES } from '../../../../chain/config.ts';

const ADDRESS = 'NhWXj9JfCsF4X6v5ahzHrRH8PQHnrfB8FT';
function dapi(over: Partial<NeoLineN3Dapi> = {}, chainId = 3): NeoLineN3Dapi {
  return {
    getNetworks: vi.fn(async () => ({ chainId, networks: ['N3MainNet'], defaultNetwork: 'N3MainNet' })),
    getAccount: vi.fn(async () => ({ address: ADDRESS, label: 'test' })),
    getPublicKey: vi.fn(async () => ({ address: ADDRESS, publicKey: '02ab' })),
    invokeMultiple: vi.fn(async () => ({ txid: 'ab'.repeat(32), nodeURL: 'http://node' })),
    ...over,
  };
}
const injected = (d: NeoLineN3Dapi) => ({
  NEOLineN3: {
    Init: function Init() {
      return d;
    } as unknown as new () => NeoLineN3Dapi,
  },
});

describe('NeoLine on N3', () => {
  it('starts when the dAPI is injected, or on the READY event', async () => {
    const now = createNeoLineN3Adapter(testHost(injected(dapi())));
    expect(now.status()).toBeNull();
    expect(await now.init()).toBe('started');
    const host = testHost<{ NEOLineN3?: unknown }>({});
    const later = createNeoLineN3Adapter(host as never, 1000);
    const starting = later.init();
    Object.assign(host, injected(dapi()));
    host.dispatchEvent(new Event(NEOLINE_EVENTS.ready));
    expect(await starting).toBe('started');
  });
  it('counts an extension not ready in time as not initialized', async () => {
    const adapter = createNeoLineN3Adapter(testHost({}) as never, 20);
    expect(await adapter.init()).toBe('error');
    expect(adapter.installed()).toBe(false);
    await expect(adapter.connect()).rejects.toMatchObject({ code: 'notInitialized', params: { wallet: 'NeoLine' } });
  });
  it('connects only on chain id 3 (N3 MainNet)', async () => {
    const ok = createNeoLineN3Adapter(testHost(injected(dapi())));
    await ok.init();
    expect(await ok.connect()).toBe(ADDRESS);
    for (const chainId of [6, 0, 1, -1]) {
      const other = createNeoLineN3Adapter(testHost(injected(dapi({}, chainId))));
      await other.init();
      await expect(other.connect()).rejects.toMatchObject({ code: 'wrongNetwork' });
    }
  });
  it('on the local privnet profile connects only on chain id 0 (N3 private network)', async () => {
    const privnet = createNeoLineN3Adapter(testHost(injected(dapi({}, 0))), 1000, NETWORK_PROFILES.privnet.n3);
    await privnet.init();
    expect(await privnet.connect()).toBe(ADDRESS);
    const onMainnet = createNeoLineN3Adapter(testHost(injected(dapi({}, 3))), 1000, NETWORK_PROFILES.privnet.n3);
    await onMainnet.init();
    await expect(onMainnet.connect()).rejects.toMatchObject({
      code: 'wrongNetwork',
      params: { network: 'N3 private network' },
    });
  });
  it('signs with invokeMultiple and answers the txid; maps NeoLine errors', async () => {
    const d = dapi();
    const adapter = createNeoLineN3Adapter(testHost(injected(d)));
    await adapter.init();
    const request = {
      invocations: [{ scriptHash: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5', operation: 'transfer', args: [] }],
      signers: [{ account: '0x' + '11'.repeat(20), scopes: 1 }],
    };
    expect(await adapter.send(request)).toBe('0x' + 'ab'.repeat(32));
    expect(d.invokeMultiple).toHaveBeenCalledWith({
      invokeArgs: request.invocations.map(({ scriptHash, operation, args }) => ({ scriptHash, operation, args })),
      signers: [{ account: '11'.repeat(20), scopes: 1 }],
    });
    await expect(adapter.send({ invocations: [], signers: [] })).rejects.toMatchObject({ code: 'invocationMissing' });
    d.invokeMultiple = vi.fn(async () => {
      throw { type: 'CANCELED', description: 'User canceled.' };
    });
    await expect(adapter.send(request)).rejects.toMatchObject({ code: 'rejected' });
    d.invokeMultiple = vi.fn(async () => {
      throw { type: 'INSUFFICIENT_FUNDS' };
    });
    await expect(adapter.send(request)).rejects.toMatchObject({ code: 'insufficientFunds' });
    expect(await adapter.publicKey?.()).toBe('02ab');
  });
  it("signs a text message with NeoLine's signMessage (salt, public key, signature) and maps CANCELED to rejected", async () => {
    const d = dapi({
      signMessage: vi.fn(async ({ message }) => ({
        publicKey: '02ab',
        data: 'cd'.repeat(64),
        salt: '0f'.repeat(16),
        message,
      })),
    });
    const adapter = createNeoLineN3Adapter(testHost(injected(d)));
    await adapter.init();
    expect(await adapter.signMessage!('Nonce: 1', ADDRESS)).toEqual({
      signature: 'cd'.repeat(64),
      publicKey: '02ab',
      salt: '0f'.repeat(16),
    });
    expect(d.signMessage).toHaveBeenCalledWith({ message: 'Nonce: 1' });
    d.signMessage = vi.fn(async () => {
      throw { type: 'CANCELED' };
    });
    await expect(adapter.signMessage!('Nonce: 1', ADDRESS)).rejects.toMatchObject({ code: 'rejected' });
  });
  it('reports account and network changes', async () => {
    const host = testHost(injected(dapi()));
    const adapter = createNeoLineN3Adapter(host);
    const seen: string[] = [];
    const off = adapter.subscribe((e) => seen.push(e.type));
    host.dispatchEvent(new Event(NEOLINE_EVENTS.accountChanged));
    host.dispatchEvent(new Event(NEOLINE_EVENTS.networkChanged));
    off();
    host.dispatchEvent(new Event(NEOLINE_EVENTS.accountChanged));
    expect(seen).toEqual(['accountChanged', 'networkChanged']);
  });
});
