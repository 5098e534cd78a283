import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { Area } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import { payorCompany, payorTerms, profileSettingTypes, updateProfileSettings } from '../../services/payor-profile.ts';

const tags = ['Payor profile'];

/**
 * Payor API: the profile's company, terms and settings (seeds 001 §7 `GET terms`,
 * `GET profile_setting_types`, `POST profile_settings`), each for the signed-in payor alone.
 */
export const payorProfileRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorProfileCalls.company, {
      tags,
      summary: 'The payor company: name, MC and DOT numbers, kind and category, the currency it is drafted in',
      answer: 'The company',
      errors: [401, 403, 404],
    }),
    async (c) => {
      const company = await payorCompany(c.var.auth.membership.companyId);
      if (!company) throw notFound();
      return c.json(company, 200);
    },
  )
  .openapi(
    routeOf(payorProfileCalls.terms, {
      tags,
      summary: 'The payment terms the payor offers its carriers: Standard Pay, QuickPay, free QuickPays, GOTP',
      answer: 'The terms',
      errors: [401, 403, 404],
    }),
    async (c) => {
      const terms = await payorTerms(c.var.auth.membership.companyId);
      if (!terms) throw notFound();
      return c.json(terms, 200);
    },
  )
  .openapi(
    routeOf(payorProfileCalls.settingTypes, {
      tags,
      summary: 'The profile’s settings: kind, allowed values, value, who may change each; recent changes',
      answer: 'The settings, with the company’s version as the ETag',
      errors: [401, 403, 404],
    }),
    async (c) => {
      const { membership } = c.var.auth;
      const settings = await profileSettingTypes(membership.companyId, membership.roleIds.includes(Role.UserAdmin));
      if (!settings) throw notFound();
      setVersionTag(c, settings.version);
      return c.json(settings, 200);
    },
  )
  .openapi(
    routeOf(payorProfileCalls.updateSettings, {
      tags,
      summary: 'Change the payor’s own settings (draft schedule and weekday, duplicate monitoring, upload review)',
      description:
        'Values by setting id, as stored. Settings LanePay manages (loads, credit notes, manual upload, ' +
        'revenue share) answer 403 with the setting named. Made on the company’s version: `If-Match` with ' +
        'the ETag of GET profile_setting_types (428 without it); when the company changed since, 409 and ' +
        'nothing is written. Values already in place answer 200 and write nothing. Each change is recorded ' +
        'with who and when, and the payor’s users’ sessions read the new values from their next request.',
      answer: 'The settings as saved',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const { user, membership } = c.var.auth;
      const result = await updateProfileSettings(
        { payorId: membership.companyId, userId: user.id, name: user.name },
        c.req.valid('json').settings,
        expectedVersionOf(c),
      );
      switch (result.kind) {
        case 'saved':
          setVersionTag(c, result.settings.version);
          return c.json(result.settings, 200);
        case 'staffOnly': {
          const message = translator(c)('errors.profileSettings.staffOnly');
          const errors = Object.fromEntries(result.settingIds.map((id) => [`settings.${id}`, [message]]));
          throw new HttpError(403, ErrorCode.Forbidden, 'errors.profileSettings.staffOnly', errors);
        }
        case 'notFound':
          throw notFound();
        default:
          throw new HttpError(409, ErrorCode.Conflict, 'errors.concurrentChange');
      }
    },
  );
