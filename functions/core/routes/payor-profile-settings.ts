import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import { profileSettingsQuerySchema, profileSettingsResponseSchema } from '#shared/schemas/profile-settings.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { errorResponses, jsonResponse } from '../../lib/http/openapi.ts';

/** The payor company's settings by id (which pages it has: loads, credit notes, …). */
export const payorProfileSettingRoutes = createAreaRouter(Area.Payor).openapi(
  createRoute({
    method: 'get',
    path: corePaths.payorProfileSettings,
    access: access.areas(Area.Payor),
    tags: ['Payor'],
    summary: 'Company settings of the signed-in payor, by setting id',
    request: { query: profileSettingsQuerySchema },
    responses: { 200: jsonResponse(profileSettingsResponseSchema, 'Settings'), ...errorResponses(400, 401, 403) },
  }),
  (c) => {
    const { settings } = c.var.auth.membership.company;
    const ids = c.req.valid('query').ids;
    return c.json({ settings: ids.map((id) => ({ id, value: settings[String(id)] ?? null })) }, 200);
  },
);
