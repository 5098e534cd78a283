import { payorProfileSettingCalls } from '#shared/contracts/payor-profile-settings.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';

/** The payor company's settings by id (which pages it has: loads, credit notes, …). */
export const payorProfileSettingRoutes = createAreaRouter(Area.Payor).openapi(
  routeOf(payorProfileSettingCalls.get, {
    tags: ['Payor'],
    summary: 'Company settings of the signed-in payor, by setting id',
    answer: 'Settings',
    errors: [400, 401, 403],
  }),
  (c) => {
    const { settings } = c.var.auth.membership.company;
    const ids = c.req.valid('query').ids;
    return c.json({ settings: ids.map((id) => ({ id, value: settings[String(id)] ?? null })) }, 200);
  },
);
