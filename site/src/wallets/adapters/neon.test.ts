import { describe, expect, it, vi } from 'vitest';
import { createNeonAdapter, NEO3_URI_SUFFIX, sessionAddress, USER_DISCONNECTED } from './neon.ts';
import type { SignClientLike, WcSession } from './sign-client.ts';
import { NETWORK_PROFILES } from '../../../../chain/config.ts';

const N3 = 'NhWXj9JfCsF4X6v5ahzHrRH8PQHnrfB8FT';
const X = '0x1212000000000000000000000000000000000004';
const n3Session: WcSession = { topic: 't-n3', namespaces: { neo3: { accounts: [`neo3:mainnet:${N3}`] } } };

function fakeClient(session: WcSession | Error = n3Session, existing: WcSession[] = []) {
  const handlers = new Map<string, (args: { topic?: string }) => void>();
  const client = {
    connect: vi.fn(async () => ({
      uri: 'wc:abc@2?relay-protocol=irn',
      approval: async () => {
        if (session instanceof Error) throw session;
        return session;
      },
    })),
    request: vi.fn(async () => 'ef'.repeat(32)),
    disconnect: vi.fn(async () => undefined),
    session: { getAll: () => existing },
    on: vi.fn((event: string, h: (args: { topic?: string }) => void) => handlers.set(event, h)),
    fire: (event: string, args: { topic?: string }) => handlers.get(event)?.(args),
  };
  return client as typeof client & SignClientLike;
}

describe('neon over WalletConnect 2', () => {
  it('is not configured without a project id', async () => {
    const adapter = createNeonAdapter('n3', { projectId: undefined, loadClient: vi.fn() });
    expect(adapter.installed()).toBe(false);
    expect(await adapter.init()).toBe('error');
    await expect(adapter.connect()).rejects.toMatchObject({ code: 'notConfigured' });
  });
  it('says the sign client is not initialized when the relay cannot be reached', async () => {
    const adapter = createNeonAdapter('n3', {
      projectId: 'p',
      loadClient: async () => {
        throw new Error('offline');
      },
    });
    expect(await adapter.init()).toBe('error');
    await expect(adapter.connect()).rejects.toMatchObject({ code: 'signClientNotInitialized' });
  });
  it('requires at least one method', async () => {
    const adapter = createNeonAdapter('n3', { projectId: 'p', loadClient: async () => fakeClient(), methods: [] });
    await adapter.init();
    await expect(adapter.connect()).rejects.toMatchObject({ code: 'noMethods' });
  });
  it('connects on neo3:mainnet, shows the pairing link with &wccv=3, and reads the address', async () => {
    const client = fakeClient();
    const adapter = createNeonAdapter('n3', { projectId: 'p', loadClient: async () => client });
    await adapter.init();
    const onUri = vi.fn();
    expect(await adapter.connect({ onUri })).toBe(N3);
    expect(onUri).toHaveBeenCalledWith(`wc:abc@2?relay-protocol=irn${NEO3_URI_SUFFIX}`);
    expect(client.connect).toHaveBeenCalledWith({
      requiredNamespaces: {
        neo3: expect.objectContaining({
          chains: ['neo3:mainnet'],
          methods: expect.arrayContaining(['invokeFunction']),
          events: [],
        }),
      },
    });
  });
  it('sends N3 invocations with invokeFunction and Neo X transactions with eth_sendTransaction', async () => {
    const n3Client = fakeClient();
    const n3 = createNeonAdapter('n3', { projectId: 'p', loadClient: async () => n3Client });
    await n3.init();
    await n3.connect();
    const request = {
      invocations: [{ scriptHash: '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5', operation: 'transfer', args: [] }],
      signers: [{ account: '0x' + '11'.repeat(20), scopes: 1 }],
    };
    expect(await n3.send(request)).toBe('0x' + 'ef'.repeat(32));
    expect(n3Client.request).toHaveBeenCalledWith({
      topic: 't-n3',
      chainId: 'neo3:mainnet',
      request: { method: 'invokeFunction', params: request },
    });

    const xClient = fakeClient({ topic: 't-x', namespaces: { eip155: { accounts: [`eip155:47763:${X}`] } } });
    const neoX = createNeonAdapter('neoX', { projectId: 'p', loadClient: async () => xClient });
    await neoX.init();
    expect(await neoX.connect()).toBe(X);
    await neoX.send({ from: X, to: X, valueWei: 1n });
    expect(xClient.request).toHaveBeenCalledWith({
      topic: 't-x',
      chainId: 'eip155:47763',
      request: { method: 'eth_sendTransaction', params: [{ from: X, to: X, value: '0x1' }] },
    });
  });
  it("signs text with the neo3 namespace's signMessage (classic salted form) and with personal_sign on Neo X", async () => {
    const n3Client = fakeClient();
    n3Client.request.mockResolvedValueOnce({
      publicKey: '02ab',
      data: 'cd'.repeat(64),
      salt: '0f'.repeat(16),
    } as never);
    const n3 = createNeonAdapter('n3', { projectId: 'p', loadClient: async () => n3Client });
    await n3.init();
    await n3.connect();
    expect(await n3.signMessage!('Nonce: 1', N3)).toEqual({
      signature: 'cd'.repeat(64),
      publicKey: '02ab',
      salt: '0f'.repeat(16),
    });
    expect(n3Client.request).toHaveBeenLastCalledWith({
      topic: 't-n3',
      chainId: 'neo3:mainnet',
      request: { method: 'signMessage', params: { message: 'Nonce: 1', version: 1 } },
    });

    const xClient = fakeClient({ topic: 't-x', namespaces: { eip155: { accounts: [`eip155:47763:${X}`] } } });
    const neoX = createNeonAdapter('neoX', { projectId: 'p', loadClient: async () => xClient });
    await neoX.init();
    await neoX.connect();
    expect(await neoX.signMessage!('Hi', X)).toEqual({ signature: 'ef'.repeat(32) });
    expect(xClient.request).toHaveBeenLastCalledWith({
      topic: 't-x',
      chainId: 'eip155:47763',
      request: { method: 'personal_sign', params: ['0x4869', X] },
    });
  });
  it('maps a refused approval to rejected by the user', async () => {
    const adapter = createNeonAdapter('n3', {
      projectId: 'p',
      loadClient: async () => fakeClient(Object.assign(new Error('User rejected.'), { code: 5000 })),
    });
    await adapter.init();
    await expect(adapter.connect()).rejects.toMatchObject({ code: 'rejected' });
  });
  it('restores a live session, disconnects with reason 5900 and reports a deleted session', async () => {
    const client = fakeClient(n3Session, [n3Session]);
    const adapter = createNeonAdapter('n3', { projectId: 'p', loadClient: async () => client });
    await adapter.init();
    expect(await adapter.restore({ platform: 'neon', address: N3 })).toBe(N3);
    const events: string[] = [];
    adapter.subscribe((e) => events.push(e.type));
    client.fire('session_delete', { topic: 't-n3' });
    expect(events).toEqual(['disconnected']);
    await expect(adapter.send({ invocations: [], signers: [] })).rejects.toMatchObject({ code: 'noSession' });
    expect(await adapter.restore({ platform: 'neon', address: N3 })).toBe(N3);
    await adapter.disconnect();
    expect(client.disconnect).toHaveBeenCalledWith({ topic: 't-n3', reason: USER_DISCONNECTED });
    expect(USER_DISCONNECTED.code).toBe(5900);
  });
  it('names the missing part of a session (SPEC §8)', () => {
    expect(() => sessionAddress(undefined, 'n3')).toThrow(expect.objectContaining({ code: 'noSession' }));
    expect(() => sessionAddress({ topic: 't', namespaces: {} }, 'n3')).toThrow(
      expect.objectContaining({ code: 'noAccount' }),
    );
    expect(() => sessionAddress({ topic: 't', namespaces: { neo3: { accounts: ['neo3:testnet:Nx'] } } }, 'n3')).toThrow(
      expect.objectContaining({ code: 'noAddress' }),
    );
    const privnet = { topic: 't', namespaces: { neo3: { accounts: ['neo3:private:Np'] } } };
    expect(sessionAddress(privnet, 'n3', NETWORK_PROFILES.privnet)).toBe('Np');
    expect(() => sessionAddress(privnet, 'n3')).toThrow(expect.objectContaining({ code: 'noAddress' }));
  });
});
