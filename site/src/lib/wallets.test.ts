import { describe, expect, it } from 'vitest';
import {
  parsePlatforms,
  serializePlatforms,
  walletMatchesPlatforms,
  walletPlatforms,
  walletsByChain,
} from './wallets.ts';

const mobileWeb = { isMobile: true, isDesktop: false, isWeb: true, isHardware: false };

describe('wallet platform filter', () => {
  it('shows every wallet when nothing is selected', () => {
    expect(walletMatchesPlatforms(mobileWeb, [])).toBe(true);
  });

  it('shows a wallet that runs on any selected platform', () => {
    expect(walletMatchesPlatforms(mobileWeb, ['desktop', 'web'])).toBe(true);
    expect(walletMatchesPlatforms(mobileWeb, ['hardware'])).toBe(false);
  });

  it('reads and writes the selection in the URL', () => {
    expect(parsePlatforms('?platform=web&platform=bogus&platform=mobile&platform=web')).toEqual(['mobile', 'web']);
    expect(serializePlatforms(['web', 'mobile'])).toBe('?platform=mobile&platform=web');
    expect(serializePlatforms([])).toBe('');
  });

  it('lists a wallet’s platforms in display order', () => {
    expect(walletPlatforms(mobileWeb)).toEqual(['mobile', 'web']);
  });
});

describe('walletsByChain', () => {
  it('groups the wallets that support each chain, by order, skipping empty chains', () => {
    const n3 = { idBlockchainVersionPk: 2, title: 'Neo N3' };
    const x = { idBlockchainVersionPk: 3, title: 'Neo X' };
    const legacy = { idBlockchainVersionPk: 1, title: 'Neo Legacy' };
    const a = { title: 'A', order: 2, blockchainVersions: [n3] };
    const b = { title: 'B', order: 1, blockchainVersions: [n3, x] };
    expect(walletsByChain([n3, legacy, x], [a, b])).toEqual([
      { chain: n3, wallets: [b, a] },
      { chain: x, wallets: [b] },
    ]);
  });
});
