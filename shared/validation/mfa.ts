import * as z from 'zod';
import { phoneNumberSchema } from './phone.ts';
import { singleLineText } from './text.ts';

/** How the MFA code reaches the user. Cognito only texts; calls are shown but not yet offered. */
export const MfaDelivery = { Text: 'text', Call: 'call' } as const;
export type MfaDelivery = (typeof MfaDelivery)[keyof typeof MfaDelivery];

export const mfaDeliverySchema = z.enum([MfaDelivery.Text, MfaDelivery.Call]);

/** The path parameters of the MFA enrolment calls: how the code is delivered. */
export const mfaDeliveryParamsSchema = z.object({ type: mfaDeliverySchema });

export const mfaCodeSchema = singleLineText()
  .trim()
  .regex(/^\d{6}$/, { message: 'validation.mfaCode' });

export const sendMfaRequestSchema = z.object({ phoneNumber: phoneNumberSchema }).meta({ id: 'SendMfaRequest' });
export type SendMfaRequest = z.infer<typeof sendMfaRequestSchema>;

export const registerMfaRequestSchema = z.object({ code: mfaCodeSchema }).meta({ id: 'RegisterMfaRequest' });
export type RegisterMfaRequest = z.infer<typeof registerMfaRequestSchema>;
