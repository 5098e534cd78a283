import * as z from 'zod';
import { CompanyType } from '../enums/company-type.ts';
import { Role } from '../enums/role.ts';
import { registrationEmailSchema } from '../validation/email.ts';
import { isValidPhoneNumber } from '../validation/phone.ts';
import { fullNameSchema } from '../validation/registration.ts';
import { singleLineText } from '../validation/text.ts';
import { companyTypeSchema, roleSchema } from './current-user.ts';
import { listQuerySchema, pageSchema } from './list-query.ts';
import { versionSchema } from './versions.ts';

/**
 * User management (seeds 000 §2.5 Profile, §6, §7 Users and OAuth, §8; 001 §6, §7): a company's
 * users, added, edited and removed by its user admins, plus the signed-in user's own details.
 */

/**
 * The roles a company's user admins can give, by company type (seeds 000 §3, §6). Staff roles are
 * granted by the admin area, not here; the Triumph company gets its user-management roles.
 */
export const assignableRoles: Record<CompanyType, readonly Role[]> = {
  [CompanyType.Payee]: [Role.PayeeAdmin, Role.PayeeBilling, Role.PayeeDriver],
  [CompanyType.Payor]: [Role.UserAdmin, Role.PayorSubmission, Role.PayorReports],
  [CompanyType.Factor]: [Role.UserAdmin],
  [CompanyType.Triumph]: [Role.AccountExecutive, Role.IntegrationManager, Role.OpsManager, Role.Csr],
  [CompanyType.Inactive]: [],
  [CompanyType.ExternalVendor]: [Role.UserAdmin],
};

/** An optional phone number: empty, or 10 to 16 digits ('Please enter a valid phone number'). */
export const optionalPhoneSchema = singleLineText()
  .trim()
  .max(32, { error: 'validation.phoneNumber' })
  .refine((value) => value === '' || isValidPhoneNumber(value), { message: 'validation.phoneNumber' });

const roleIdsSchema = z
  .array(z.number().int().positive(), { error: 'profile.validation.rolesRequired' })
  .min(1, { error: 'profile.validation.rolesRequired' })
  .max(20);

/** Profile → My information, and a user admin's edit: name and contact phone (roles for admins). */
export const updateUserRequestSchema = z
  .object({
    name: fullNameSchema.pipe(z.string().max(100, { error: 'validation.bankAccount.maxLength' })),
    phoneNumber: optionalPhoneSchema.default(''),
    /** Only a user admin may send roles; absent leaves them as they are. */
    roleIds: roleIdsSchema.optional(),
  })
  .meta({ id: 'UpdateUserRequest' });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** Adding a user: who they are and what they may do in the company. */
export const createUserRequestSchema = z
  .object({
    name: fullNameSchema.pipe(z.string().max(100, { error: 'validation.bankAccount.maxLength' })),
    email: registrationEmailSchema,
    phoneNumber: optionalPhoneSchema.default(''),
    roleIds: roleIdsSchema,
  })
  .meta({ id: 'CreateUserRequest' });
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const companyUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    roles: z.array(roleSchema),
    /** The signed-in user (who cannot remove themselves or reset their own MFA here). */
    isCurrentUser: z.boolean(),
    /**
     * Whether the caller may change the user's name and phone: their own, or (user admins) those
     * of a user who belongs to no other company; otherwise they are the user's own.
     */
    canEditDetails: z.boolean(),
    /**
     * Whether the caller may send a temporary password or (for others) reset MFA: they administer
     * every company of the user.
     */
    canResetCredentials: z.boolean(),
    createdAt: z.string(),
    /** The user's version (name, phone, memberships and roles): `If-Match` of an edit. */
    version: versionSchema,
  })
  .meta({ id: 'CompanyUser' });
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const userListQuerySchema = listQuerySchema.extend({
  /** Name or email contains (case-insensitive). */
  q: singleLineText().trim().max(100).optional(),
});
export const companyUserPageSchema = pageSchema(companyUserSchema).meta({ id: 'CompanyUserPage' });
export type CompanyUserPage = z.infer<typeof companyUserPageSchema>;

/**
 * An invitation as the inviting company's user admins see it: the address they typed and the roles
 * they chose, nothing of the person until they accept.
 */
export const companyInvitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    roles: z.array(roleSchema),
    state: z.literal('Invited'),
    invitedAt: z.string(),
  })
  .meta({ id: 'CompanyInvitation' });
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/**
 * The answer to adding a user: the same shape and status whether or not the address already has a
 * portal account, so the form cannot be used to find out.
 */
export const invitedUserSchema = z.object({ invitation: companyInvitationSchema }).meta({ id: 'InvitedUser' });
export type InvitedUser = z.infer<typeof invitedUserSchema>;

export const companyInvitationListSchema = z
  .object({ items: z.array(companyInvitationSchema) })
  .meta({ id: 'CompanyInvitationList' });
export type CompanyInvitationList = z.infer<typeof companyInvitationListSchema>;

/** An invitation as the invitee sees it: which company, with which roles. */
export const myInvitationSchema = z
  .object({
    id: z.uuid(),
    company: z.object({ name: z.string(), type: companyTypeSchema }),
    roles: z.array(roleSchema),
    invitedAt: z.string(),
  })
  .meta({ id: 'MyInvitation' });
export type MyInvitation = z.infer<typeof myInvitationSchema>;

export const myInvitationListSchema = z.object({ items: z.array(myInvitationSchema) }).meta({ id: 'MyInvitationList' });
export type MyInvitationList = z.infer<typeof myInvitationListSchema>;

export const invitationIdParamsSchema = z.object({ id: z.uuid() });

export const userRolesSchema = z.object({ roles: z.array(roleSchema) }).meta({ id: 'UserRoles' });
export type UserRoles = z.infer<typeof userRolesSchema>;

/** A user's id in a path (the browser fills in a number; the path carries it as text). */
export const userIdParamsSchema = z.object({
  id: z.coerce.number<string | number>().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Profile → Restrictions (seeds 000 §2.5, §6). */
export const payeeRestrictionsSchema = z
  .object({
    /** 'Allowed to view paperwork': off puts the carrier on the paperwork deny list. */
    isPaperworkViewAllowed: z.boolean({ error: 'validation.required' }),
  })
  .meta({ id: 'PayeeRestrictions' });
export type PayeeRestrictions = z.infer<typeof payeeRestrictionsSchema>;

/** The restrictions as the API answers them, with the company's version (`If-Match` of a change). */
export const payeeRestrictionsViewSchema = payeeRestrictionsSchema
  .extend({ version: versionSchema })
  .meta({ id: 'PayeeRestrictionsView' });
export type PayeeRestrictionsView = z.infer<typeof payeeRestrictionsViewSchema>;
