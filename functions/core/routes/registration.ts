import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  carrierAccountCreatedSchema,
  carrierLookupRequestSchema,
  carrierLookupResponseSchema,
  createCarrierAccountRequestSchema,
  forwardRegistrationRequestSchema,
  registrationCodeRequestSchema,
  registrationCodeVerifyRequestSchema,
  registrationVerifiedSchema,
} from '#shared/schemas/registration.ts';
import { okResponseSchema } from '#shared/schemas/session.ts';
import { config } from '../../lib/config.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { translator } from '../../lib/http/i18n.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/http/openapi.ts';
import {
  createCarrierAccount,
  forwardRegistration,
  lookUpCarrier,
  sendRegistrationCode,
  verifyRegistrationCode,
} from '../../services/payee-registration.ts';

const tags = ['Registration'];

/**
 * Payee self-registration (seeds 000 §2.4), before any session exists: an emailed code proves the
 * address, the federal registry confirms the carrier, and the last step creates the account.
 */
export const registrationRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.registrationCode,
      access: access.public,
      tags,
      summary: 'Email a registration code (step 1)',
      request: { body: jsonBody(registrationCodeRequestSchema) },
      responses: { 200: jsonResponse(okResponseSchema, 'Sent'), ...errorResponses(400, 429) },
    }),
    async (c) => {
      await sendRegistrationCode(c.req.valid('json').email, translator(c));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.registrationCodeVerify,
      access: access.public,
      tags,
      summary: 'Check the code; a registration token for the next steps (step 1)',
      request: { body: jsonBody(registrationCodeVerifyRequestSchema) },
      responses: { 200: jsonResponse(registrationVerifiedSchema, 'Verified'), ...errorResponses(400) },
    }),
    async (c) => {
      const { email, code } = c.req.valid('json');
      return c.json(await verifyRegistrationCode(email, code), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.registrationCarrier,
      access: access.public,
      tags,
      summary: 'Look the DOT / MC number up in the federal registry (steps 2–3)',
      request: { body: jsonBody(carrierLookupRequestSchema) },
      responses: { 200: jsonResponse(carrierLookupResponseSchema, 'Outcome'), ...errorResponses(400) },
    }),
    async (c) => {
      const { registrationToken, ...numbers } = c.req.valid('json');
      return c.json(await lookUpCarrier(registrationToken, numbers), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.registrationAccount,
      access: access.public,
      tags,
      summary: 'Create the carrier, its administrator and their sign-in (step 3, confirmed)',
      request: { body: jsonBody(createCarrierAccountRequestSchema) },
      responses: { 201: jsonResponse(carrierAccountCreatedSchema, 'Created'), ...errorResponses(400, 409) },
    }),
    async (c) => c.json(await createCarrierAccount(c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.forwardRegistration,
      access: access.public,
      tags,
      summary: 'Invite the person authorized to register the company (the forward-invite page)',
      request: { body: jsonBody(forwardRegistrationRequestSchema) },
      responses: { 200: jsonResponse(okResponseSchema, 'Invited'), ...errorResponses(400) },
    }),
    async (c) => {
      await forwardRegistration(c.req.valid('json'), config().APP_ORIGIN, translator(c));
      return c.json({ ok: true as const }, 200);
    },
  );
