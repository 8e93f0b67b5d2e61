/**
 * Where a request came from: the client address for the per-address limits (functions/lib/client-address.ts),
 * and on AWS the rule that only CloudFront may call the API (`ORIGIN_SECRET_REQUIRED`: a request without the
 * secret origin header answers 403, so the API Gateway's own URL is of no use to anyone else).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { config } from '../config.ts';
import { clientAddress, isOriginSecret, ORIGIN_HEADER } from '../lib/client-address.ts';
import { HttpError } from './errors.ts';
import type { ApiEnv } from './env.ts';

/** The address of the connection: the Node server's socket (local stack) or API Gateway's source IP (Lambda). */
function connectionAddress(c: Context): string | undefined {
  const env = c.env as
    | {
        incoming?: { socket?: { remoteAddress?: string } };
        event?: { requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } } };
      }
    | undefined;
  return (
    env?.incoming?.socket?.remoteAddress ??
    env?.event?.requestContext?.http?.sourceIp ??
    env?.event?.requestContext?.identity?.sourceIp
  );
}

/** The client address of a request (our proxy's word only with the origin secret; else the connection's). */
export const requestAddress = (c: Context): string =>
  clientAddress((name) => c.req.header(name), connectionAddress(c), config().ORIGIN_SECRET);

/** 403 for requests that did not come through our CDN, when ORIGIN_SECRET_REQUIRED is on (AWS). */
export const requireOriginSecret: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const { ORIGIN_SECRET, ORIGIN_SECRET_REQUIRED } = config();
  if (ORIGIN_SECRET_REQUIRED && !isOriginSecret(c.req.header(ORIGIN_HEADER), ORIGIN_SECRET))
    throw new HttpError(403, c.get('t')('api.restricted'));
  await next();
};
