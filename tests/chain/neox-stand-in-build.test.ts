/**
 * The bridge stand-in's build (local/neox/compile.ts, solcjs): the ABI the relayer and the tracker use
 * (local/neox/bridge.ts) is the compiler's, the event the product reads is the contract's, and the cached build in
 * local/neox/build/ is what a fresh compilation gives.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { formatAbiItem } from 'viem/utils';
import { describe, expect, it } from 'vitest';
import { BRIDGE_STAND_IN_ABI } from '../../local/neox/bridge.ts';
import { BUILD_DIR, compileStandIn } from '../../local/neox/compile.ts';
import { NATIVE_DEPOSIT_EVENT } from '../../site/src/wallets/bridge/history.ts';

const signatures = (abi: readonly { type: string }[]) =>
  abi
    .filter((i) => i.type !== 'constructor')
    .map((i) => formatAbiItem(i as never))
    .sort();

describe('the bridge stand-in build', () => {
  it('declares exactly the ABI the compiler reports, including the NativeDeposit event the product decodes', async () => {
    const compiled = await compileStandIn('BridgeStandIn');
    expect(signatures(BRIDGE_STAND_IN_ABI)).toEqual(signatures(compiled.abi));
    const event = compiled.abi.find((i) => i.type === 'event' && i.name === 'NativeDeposit');
    expect(event).toEqual(
      expect.objectContaining({ inputs: NATIVE_DEPOSIT_EVENT.inputs.map((input) => expect.objectContaining(input)) }),
    );
  });

  it('gives the cached runtime code again when compiled from scratch', async () => {
    const cached = await compileStandIn('BridgeStandIn');
    await rm(join(BUILD_DIR, 'BridgeStandIn.json'), { force: true });
    const fresh = await compileStandIn('BridgeStandIn');
    expect(fresh.runtimeBytecode).toBe(cached.runtimeBytecode);
    expect(fresh.storageSlots).toEqual({ relayer: '0', delivered: '1' });
    expect(fresh.compiler).toMatch(/^0\.8\.\d+/);
  });
});
