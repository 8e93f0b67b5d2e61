/**
 * The HTTP API (API Gateway v2) in front of the API function, reached by visitors only through the CDN at
 * `/client/*`. Its routes are added in api.ts: the function needs the site's URL, which needs the CDN, which needs
 * this gateway's URL first. Throttled so a flood costs little.
 *
 * Only CloudFront may reach it: with a custom domain the gateway gets `api.<domain>` and its default
 * `execute-api` endpoint is switched off (`disableExecuteApiEndpoint`); on every stage the API answers 403 to a
 * request without the secret origin header CloudFront adds (infra/cdn.ts, functions/api/origin.ts).
 */
import { stage } from './stage';

export const gateway = new sst.aws.ApiGatewayV2('Gateway', {
  accessLog: { retention: '1 month' },
  domain: stage.domain ? `api.${stage.domain}` : undefined,
  transform: {
    api: (args) => {
      if (stage.domain) args.disableExecuteApiEndpoint = true;
    },
    stage: (args) => {
      args.defaultRouteSettings = { throttlingRateLimit: 200, throttlingBurstLimit: 400 };
    },
  },
});
