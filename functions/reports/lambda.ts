import { handle } from 'hono/aws-lambda';
import { reportsApp } from './app.ts';

export const handler = handle(reportsApp);
