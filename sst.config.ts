/// <reference path="./.sst/platform/config.d.ts" />
/**
 * Production on AWS (SST). Resources live in infra/, one file per family, wired by links. Production data is
 * never removed with the stage.
 */
export default $config({
  app(input) {
    return {
      name: 'neo-ecosystem',
      home: 'aws',
      removal: input?.stage === 'production' ? 'retain' : 'remove',
      protect: input?.stage === 'production',
    };
  },
  async run() {
    const { table } = await import('./infra/table');
    return { table: table.name };
  },
});
