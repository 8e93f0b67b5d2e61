// A local Neo X stand-in for the integration tests: Hardhat Network with Neo X mainnet's chain id 47763 (0xba93).
// Build folders go to a temporary directory so the tests leave nothing in the project.
const { join } = require('node:path');
const { tmpdir } = require('node:os');

const scratch = process.env.NEOX_HARDHAT_DIR || join(tmpdir(), 'neo-wallet-hardhat');
module.exports = {
  networks: { hardhat: { chainId: 47763 } },
  paths: { root: scratch, sources: join(scratch, 'contracts'), cache: join(scratch, 'cache'), artifacts: join(scratch, 'artifacts') },
};
