import { Hono } from 'hono';
import { apiRoots } from '#shared/api/paths.ts';
import { openApiDocuments } from './documents.ts';

/** `GET <root>/openapi.json` of every API (core, settlement, exports, public). */
export const docsApp = new Hono();

for (const root of Object.values(apiRoots)) {
  docsApp.get(`${root}/openapi.json`, (c) => c.json(openApiDocuments()[root] as object));
}
