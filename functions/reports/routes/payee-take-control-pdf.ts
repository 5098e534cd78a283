import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { access } from '#shared/permissions/route-access.ts';
import { relationshipParamsSchema, takeControlInfoQuerySchema } from '#shared/schemas/payee-relationships.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import { takeControlInfo } from '../../services/relationship-take-control.ts';

const tags = ['Payee relationships'];

/**
 * PDF files of the payee area: what claiming an unclaimed relationship takes. The path mirrors the
 * core API under /api/v1/exports/core (the edge sends `exportReport=true` requests of it here).
 */
export const payeeTakeControlPdfRoutes = createAreaRouter(Area.Payee, '/core').openapi(
  createRoute({
    method: 'get',
    path: `/core${corePaths.payeeRelationshipTakeControlInfo}`,
    tags,
    summary: 'What claiming an unclaimed relationship takes, as a PDF the carrier can keep or send on',
    access: access.payeeFeature(PayeeFeature.Relationships),
    request: { params: relationshipParamsSchema, query: takeControlInfoQuerySchema },
    responses: {
      200: fileResponseSpec('The take-control information', 'pdf'),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }),
  async (c) => {
    const { membership } = c.var.auth;
    const now = new Date();
    const info = await takeControlInfo(
      { payeeId: membership.companyId, company: membership.company, now },
      c.req.valid('param').id,
    );
    const body = await renderFile('documentRenderer', {
      file: 'takeControl',
      input: { payeeName: membership.company.name, info, language: requestLanguage(c), generatedAt: now.toISOString() },
    });
    return fileResponse(c, { body, type: 'pdf', name: `claim-${info.reference}` });
  },
);
