import { registrationCalls } from '#shared/contracts/registration.ts';
import { config } from '../../lib/config.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { translator } from '../../lib/http/i18n.ts';
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
    routeOf(registrationCalls.sendCode, {
      tags,
      summary: 'Email a registration code (step 1)',
      answer: 'Sent',
      errors: [400, 429],
    }),
    async (c) => {
      await sendRegistrationCode(c.req.valid('json').email, translator(c));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    routeOf(registrationCalls.verifyCode, {
      tags,
      summary: 'Check the code; a registration token for the next steps (step 1)',
      answer: 'Verified',
      errors: [400],
    }),
    async (c) => {
      const { email, code } = c.req.valid('json');
      return c.json(await verifyRegistrationCode(email, code), 200);
    },
  )
  .openapi(
    routeOf(registrationCalls.lookUpCarrier, {
      tags,
      summary: 'Look the DOT / MC number up in the federal registry (steps 2–3)',
      answer: 'Outcome',
      errors: [400],
    }),
    async (c) => {
      const { registrationToken, ...numbers } = c.req.valid('json');
      return c.json(await lookUpCarrier(registrationToken, numbers), 200);
    },
  )
  .openapi(
    routeOf(registrationCalls.createAccount, {
      tags,
      summary: 'Create the carrier, its administrator and their sign-in (step 3, confirmed)',
      answer: 'Created',
      errors: [400, 409],
    }),
    async (c) => c.json(await createCarrierAccount(c.req.valid('json')), 201),
  )
  .openapi(
    routeOf(registrationCalls.forward, {
      tags,
      summary: 'Invite the person authorized to register the company (the forward-invite page)',
      answer: 'Invited',
      errors: [400],
    }),
    async (c) => {
      await forwardRegistration(c.req.valid('json'), config().APP_ORIGIN, translator(c));
      return c.json({ ok: true as const }, 200);
    },
  );
