import { createRoute } from '@hono/zod-openapi';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import { acceptedTermsResponseSchema } from '#shared/schemas/bills.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { errorResponses, jsonResponse } from '../../lib/http/openapi.ts';
import { acceptPaperworkTerms } from '../../repositories/paperwork-terms.ts';

const tags = ['Terms'];

/** The settlement terms are the payors' (seeds 001 §2): only payor users accept or read them. */
export const acceptedTermsRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: settlementPaths.acceptTerms,
      tags,
      summary: 'Accept the settlement (paperwork) terms: sets hasAcceptedTerms on the signed-in user',
      description: 'Idempotent: accepting again keeps the first acceptance.',
      access: access.areas(Area.Payor),
      responses: { 200: jsonResponse(acceptedTermsResponseSchema, 'Accepted'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      await acceptPaperworkTerms(c.var.auth.user.id);
      return c.json({ hasAcceptedTerms: true }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.acceptedTerms,
      tags,
      summary: 'Whether the signed-in user has accepted the settlement terms',
      access: access.areas(Area.Payor),
      responses: { 200: jsonResponse(acceptedTermsResponseSchema, 'The flag'), ...errorResponses(401, 403) },
    }),
    (c) => c.json({ hasAcceptedTerms: c.var.auth.user.hasAcceptedTerms === true }, 200),
  );
