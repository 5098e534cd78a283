import * as z from 'zod';
import { isValidPhoneNumber } from './phone.ts';
import { singleLineText } from './text.ts';

/**
 * The chat pre-chat form (seeds 000 §5): name and email required, phone and MC/DOT number
 * optional. An optional field is checked only when filled in; the MC/DOT number must then be
 * digits ('Please enter ID').
 */
export const preChatFormSchema = z.object({
  name: singleLineText({ error: 'validation.chat.name' }).trim().min(1, { error: 'validation.chat.name' }),
  email: singleLineText({ error: 'validation.chat.email' })
    .trim()
    .pipe(z.email({ error: 'validation.chat.email' })),
  phone: singleLineText()
    .trim()
    .refine((value) => value === '' || isValidPhoneNumber(value), { message: 'validation.chat.phone' })
    .default(''),
  mcDotNumber: singleLineText()
    .trim()
    .refine((value) => value === '' || /^\d+$/.test(value), { message: 'validation.chat.id' })
    .default(''),
});
export type PreChatForm = z.infer<typeof preChatFormSchema>;

/** What the pre-chat form is prefilled from: the signed-in user and their company. */
export interface PreChatUser {
  name: string;
  email: string;
  phoneNumber: string | null;
  company: { mcNumber: string | null; dotNumber: string | null };
}

/** Initial values of the pre-chat form; the MC number is preferred over the DOT number. */
export function preChatFormDefaults(user: PreChatUser): PreChatForm {
  return {
    name: user.name,
    email: user.email,
    phone: user.phoneNumber ?? '',
    mcDotNumber: user.company.mcNumber ?? user.company.dotNumber ?? '',
  };
}
