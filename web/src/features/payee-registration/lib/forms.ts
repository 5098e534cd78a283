import * as z from 'zod';
import { forwardRegistrationRequestSchema, registrationCodeVerifyRequestSchema } from '#shared/schemas/registration.ts';
import { registrationEmailFormSchema } from '#shared/validation/registration.ts';

/**
 * The forms of step 1 and the forward-invite page, over the shared request schemas so the page and
 * the API check the same things with the same messages. (Step 2 uses createCompanyFormSchema as is.)
 */

/** Step 1: the authorized question (not sent to the API: it decides the way on) and the email. */
export const startFormSchema = registrationEmailFormSchema.extend({
  authorized: z.enum(['yes', 'no'], { error: 'registration.email.authorizedRequired' }),
});
export type StartForm = z.infer<typeof startFormSchema>;

export const codeFormSchema = registrationCodeVerifyRequestSchema.pick({ code: true });
export type CodeForm = z.infer<typeof codeFormSchema>;

/** The invitation, without the token the page adds. */
export const inviteFormSchema = forwardRegistrationRequestSchema.omit({ registrationToken: true });
export type InviteForm = z.infer<typeof inviteFormSchema>;
