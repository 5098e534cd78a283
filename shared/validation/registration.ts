import * as z from 'zod';
import { fieldLimits } from '../constants/limits.ts';
import { registrationEmailSchema } from './email.ts';
import { type PasswordOptions, passwordSchema, passwordsMatch } from './password.ts';
import { phoneNumberSchema } from './phone.ts';
import { singleLineText } from './text.ts';

/** 'Company name is required' (seeds 000 §5). */
export const companyNameSchema = singleLineText({ error: 'validation.registration.companyNameRequired' })
  .trim()
  .min(1, { error: 'validation.registration.companyNameRequired' });

/** 'Name required' (seeds 000 §5). */
export const fullNameSchema = singleLineText({ error: 'validation.registration.nameRequired' })
  .trim()
  .min(1, { error: 'validation.registration.nameRequired' });

const scacPattern = new RegExp(`^[A-Za-z]{${fieldLimits.scacMinLength},${fieldLimits.scacMaxLength}}$`);

/** A SCAC code: 2 to 4 letters, stored upper-case (seeds 000 §5 and §9). */
export const scacSchema = singleLineText()
  .trim()
  .regex(scacPattern, { error: 'validation.registration.scac' })
  .transform((value) => value.toUpperCase());

const digitsOnly = /^\d+$/;

/**
 * The carrier's federal numbers (seeds 000 §2.4 and §5): a DOT # or an MC # is required unless the
 * 'no MC or DOT' option is chosen; each given number must be numeric. The required message sits
 * on the DOT field.
 */
export const carrierNumbersShape = {
  dotNumber: singleLineText().trim().default(''),
  mcNumber: singleLineText().trim().default(''),
  hasNoMcOrDot: z.boolean().default(false),
};

const carrierNumbersObject = z.object(carrierNumbersShape);
export type CarrierNumbers = z.output<typeof carrierNumbersObject>;

/** Cross-field check of `carrierNumbersShape`, for `.superRefine` on the object holding it. */
export function checkCarrierNumbers(value: CarrierNumbers, ctx: z.RefinementCtx): void {
  if (value.dotNumber !== '' && !digitsOnly.test(value.dotNumber)) {
    ctx.addIssue({ code: 'custom', message: 'validation.registration.dotNumeric', path: ['dotNumber'] });
  }
  if (value.mcNumber !== '' && !digitsOnly.test(value.mcNumber)) {
    ctx.addIssue({ code: 'custom', message: 'validation.registration.mcNumeric', path: ['mcNumber'] });
  }
  if (!value.hasNoMcOrDot && value.dotNumber === '' && value.mcNumber === '') {
    ctx.addIssue({ code: 'custom', message: 'validation.registration.dotOrMcRequired', path: ['dotNumber'] });
  }
}

export const carrierNumbersSchema = carrierNumbersObject.superRefine(checkCarrierNumbers);

/** Registration step 1: the email a code is sent to (seeds 000 §2.4). */
export const registrationEmailFormSchema = z.object({ email: registrationEmailSchema });
export type RegistrationEmailForm = z.infer<typeof registrationEmailFormSchema>;

/** Registration step 2, create company (seeds 000 §2.4): names, federal numbers and password. */
export function createCompanyFormSchema(options: PasswordOptions = {}) {
  return z
    .object({
      companyName: companyNameSchema,
      fullName: fullNameSchema,
      ...carrierNumbersShape,
      password: passwordSchema(options),
      confirmPassword: z.string({ error: 'validation.required' }),
    })
    .superRefine((value, ctx) => {
      checkCarrierNumbers(value, ctx);
      passwordsMatch('password', 'confirmPassword')(value, ctx);
    });
}
export type CreateCompanyForm = z.infer<ReturnType<typeof createCompanyFormSchema>>;

/** A company's contact details as registration and profiles take them. */
export const companyContactSchema = z.object({
  email: registrationEmailSchema,
  phoneNumber: phoneNumberSchema,
  scacCode: scacSchema.optional(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;
