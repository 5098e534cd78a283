import { handle } from 'hono/aws-lambda';
import { coreApp } from './app.ts';

export const handler = handle(coreApp);
