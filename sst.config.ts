/// <reference path="./.sst/platform/config.d.ts" />
/**
 * Production on AWS (SST). Resources live in infra/, one file per family, wired by links; README "Deploy to AWS"
 * says how to deploy. Stages: `production` retains its data on removal and cannot be removed by accident
 * (`protect`); other stages (`dev`, …) are removed whole.
 */
export default $config({
  app(input) {
    const production = input?.stage === 'production';
    return {
      name: 'neo-ecosystem',
      home: 'aws',
      removal: production ? 'retain' : 'remove',
      protect: production,
      providers: { aws: { region: (process.env.AWS_REGION ?? 'us-east-1') as aws.Region } },
    };
  },
  async run() {
    const { LAMBDA_ARCHITECTURE, LAMBDA_RUNTIME, lambdaNodejs } = await import('./infra/bundle');
    const { stage } = await import('./infra/stage');
    // Every function: Node 24 on arm64, bundled and minified with the settings of infra/bundle.ts, JSON logs kept a while.
    $transform(sst.aws.Function, (args) => {
      args.runtime ??= LAMBDA_RUNTIME;
      args.architecture ??= LAMBDA_ARCHITECTURE;
      args.nodejs ??= lambdaNodejs;
      args.logging ??= { retention: stage.isProduction ? '3 months' : '2 weeks' };
    });

    const { site } = await import('./infra/site');
    const { cdn } = await import('./infra/cdn');
    const { gateway } = await import('./infra/gateway');
    await import('./infra/api');
    await import('./infra/schedules');
    await import('./infra/indexer');
    const { rebuild } = await import('./infra/rebuild');
    await import('./infra/alarms');
    const { bootstrap } = await import('./infra/bootstrap');

    return {
      site: site.properties.url,
      cdn: cdn.url,
      gateway: gateway.url,
      bootstrapFunction: bootstrap.name,
      rebuildFunction: rebuild.request.name,
    };
  },
});
