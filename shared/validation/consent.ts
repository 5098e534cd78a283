import * as z from 'zod';
import { VerificationMethod } from '../enums/relationship.ts';

/** Terms of service must be agreed before connecting to payors (seeds 000 §5). */
export const termsAgreedSchema = z.literal(true, { error: 'validation.termsRequired' });

const verificationMethodSchema = z.union(
  Object.values(VerificationMethod).map((id) => z.literal(id)),
  { error: 'validation.contactMethodRequired' },
);

/**
 * The verification-method selection of the claim flow (seeds 000 §2.5, §3 and §5): a contact
 * method must be chosen, and how the code reaches it.
 */
export const contactMethodChoiceSchema = z.object({
  payeeContactMethodId: z
    .number({ error: 'validation.contactMethodRequired' })
    .int({ error: 'validation.contactMethodRequired' })
    .positive({ error: 'validation.contactMethodRequired' }),
  verificationMethodTypeId: verificationMethodSchema,
});
export type ContactMethodChoice = z.infer<typeof contactMethodChoiceSchema>;

/** OAuth consent needs a company: 'No company selected.' (seeds 000 §5 and §8). */
export const oauthCompanyChoiceSchema = z.object({
  companyId: z
    .number({ error: 'validation.noCompanySelected' })
    .int({ error: 'validation.noCompanySelected' })
    .positive({ error: 'validation.noCompanySelected' }),
});
export type OAuthCompanyChoice = z.infer<typeof oauthCompanyChoiceSchema>;
