/**
 * The HTTP API (API Gateway v2) in front of the API function, reached by visitors only through the CDN at
 * `/client/*`. Its routes are added in api.ts: the function needs the site's URL, which needs the CDN, which needs
 * this gateway's URL first. Throttled so a flood costs little.
 */
export const gateway = new sst.aws.ApiGatewayV2('Gateway', {
  accessLog: { retention: '1 month' },
  transform: {
    stage: (args) => {
      args.defaultRouteSettings = { throttlingRateLimit: 200, throttlingBurstLimit: 400 };
    },
  },
});
