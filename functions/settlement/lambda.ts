import { handle } from 'hono/aws-lambda';
import { settlementApp } from './app.ts';

export const handler = handle(settlementApp);
