// The local Neo X node (TEST ONLY): Hardhat Network with Neo X mainnet's chain id 47763 (0xba93, NEO.md §5.1) and
// funded accounts from the test-only mnemonic of test-accounts.json. Started by local/neox/node.ts.
// Hardhat's build folders go to NEOX_HARDHAT_DIR (a temporary or data directory) so nothing lands in the project.
const { join } = require('node:path');
const { tmpdir } = require('node:os');
const accounts = require('../../chain/neox/test-accounts.json');

const scratch = process.env.NEOX_HARDHAT_DIR || join(tmpdir(), 'neo-x-hardhat');
module.exports = {
  networks: {
    hardhat: {
      chainId: accounts.chainId,
      accounts: {
        mnemonic: accounts.mnemonic,
        path: accounts.hdPath,
        count: accounts.count,
        accountsBalance: accounts.balanceWei,
      },
    },
  },
  paths: {
    root: scratch,
    sources: join(scratch, 'contracts'),
    cache: join(scratch, 'cache'),
    artifacts: join(scratch, 'artifacts'),
  },
};
