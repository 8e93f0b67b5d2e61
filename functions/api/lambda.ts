/**
 * AWS Lambda entry of the API (API Gateway HTTP API v2 and function URL events, payload format 2.0). The
 * Lambda request id becomes the request's id (Hono's `requestId`, the `X-Request-Id` answer header) and is on
 * every log line of the request; one JSON access line is logged per request.
 */
import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { app } from './app.ts';
import { log, withLogContext } from '../lib/logger.ts';

const serve = handle(app);

/** Answer one API event. */
export const handler = (event: LambdaEvent, context: LambdaContext) =>
  withLogContext({ requestId: context.awsRequestId }, async () => {
    const started = performance.now();
    // The client cannot choose the id the logs are searched by.
    event.headers = { ...event.headers, 'x-request-id': context.awsRequestId };
    const result = await serve(event, context);
    const http = 'http' in event.requestContext ? event.requestContext.http : undefined;
    log.info('request', {
      method: http?.method ?? ('httpMethod' in event ? event.httpMethod : undefined),
      path: 'rawPath' in event ? event.rawPath : 'path' in event ? event.path : undefined,
      status: result.statusCode,
      ms: Math.round(performance.now() - started),
    });
    return result;
  });
