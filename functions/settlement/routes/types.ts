import { createRoute } from '@hono/zod-openapi';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { chargeTypeCodeNames, imageTypeCodeNames } from '#shared/enums/paperwork.ts';
import { access } from '#shared/permissions/route-access.ts';
import { chargeTypesResponseSchema, imageTypesResponseSchema } from '#shared/schemas/paperwork-types.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { errorResponses, jsonResponse } from '../../lib/http/openapi.ts';

const tags = ['Types'];

const asList = (codeNames: Record<number, string>) =>
  Object.entries(codeNames).map(([id, codeName]) => ({ id: Number(id), codeName }));

/** Charge and image (document) types of paperwork bills. */
export const typeRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.chargeTypes,
      tags,
      summary: 'Charge types (linehaul and accessorials)',
      access: access.paperwork,
      responses: { 200: jsonResponse(chargeTypesResponseSchema, 'Charge types'), ...errorResponses(401, 403) },
    }),
    (c) => c.json({ chargeTypes: asList(chargeTypeCodeNames) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.imageTypes,
      tags,
      summary: 'Document (image) types',
      access: access.paperwork,
      responses: { 200: jsonResponse(imageTypesResponseSchema, 'Image types'), ...errorResponses(401, 403) },
    }),
    (c) => c.json({ imageTypes: asList(imageTypeCodeNames) }, 200),
  );
