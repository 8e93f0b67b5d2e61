/** AWS Lambda entry of the API (API Gateway v2 / function URL events). */
import { handle } from 'hono/aws-lambda';
import { app } from './app.ts';

export const handler = handle(app);
