import * as z from 'zod';
import { loginEmailSchema } from './email.ts';

/** The login form (seeds 000 §2.3, §5 'Invalid email'). */
export const loginFormSchema = z.object({
  email: loginEmailSchema,
  password: z.string().min(1, { error: 'validation.required' }),
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: loginEmailSchema });
