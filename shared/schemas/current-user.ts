import * as z from 'zod';
import { CompanyType } from '../enums/company-type.ts';
import { MissingDetail } from '../enums/missing-detail.ts';
import { versionSchema } from './versions.ts';

const companyTypeIdSchema = z.union(Object.values(CompanyType).map((id) => z.literal(id)));

export const companyTypeSchema = z.object({ id: companyTypeIdSchema, name: z.string() });

export const companySummarySchema = z
  .object({
    id: z.number().int(),
    guid: z.uuid(),
    name: z.string(),
    /** Name followed by the company type in parentheses, for switchers. */
    displayName: z.string(),
    type: companyTypeSchema,
  })
  .meta({ id: 'CompanySummary' });
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** A wallet account as the current user's company lists it: enough to poll the pending ones. */
export const companyBankAccountSchema = z
  .object({
    id: z.number().int(),
    status: z.object({ id: z.number().int() }),
    isValidationRequired: z.boolean(),
    destinationDescription: z.string(),
  })
  .meta({ id: 'CompanyBankAccount' });
export type CompanyBankAccount = z.infer<typeof companyBankAccountSchema>;

export const companySchema = companySummarySchema
  .extend({
    dotNumber: z.string().nullable(),
    mcNumber: z.string().nullable(),
    scacCode: z.string().nullable(),
    isOperationsNoBuy: z.boolean(),
    /** Company settings by setting id (shared/enums/company-setting.ts), values as strings. */
    settings: z.record(z.string(), z.string()),
    /** A payee's wallet accounts in brief (seeds 000 §3 Company); empty for other company types. */
    bankAccounts: z.array(companyBankAccountSchema),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

export const roleSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Role' });

export const currentUserSchema = z
  .object({
    id: z.number().int(),
    guid: z.uuid(),
    name: z.string(),
    email: z.email(),
    phoneNumber: z.string().nullable(),
    roles: z.array(roleSchema),
    company: companySchema,
    availableCompanies: z.array(companySummarySchema),
    payorDetails: z.object({ payorTypeId: z.number().int().nullable(), isHighwaySubscriber: z.boolean() }).nullable(),
    payeeDetails: z.object({ isRateAccepted: z.boolean() }).nullable(),
    /** Details the user must complete before using their area, in the order they are asked. */
    missingDetails: z.array(z.union(Object.values(MissingDetail).map((id) => z.literal(id)))),
    /** Role ids of the current company membership. */
    authRoles: z.array(z.number().int()),
    signedInWithSso: z.boolean(),
    /** The user's version, as GET users/{id} answers it: `If-Match` of Profile → My information. */
    version: versionSchema,
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;
