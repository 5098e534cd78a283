import { handle } from 'hono/aws-lambda';
import { docsApp } from './app.ts';

/** The docs function: the OpenAPI documents of every API, made when its bundle was built. */
export const handler = handle(docsApp);
