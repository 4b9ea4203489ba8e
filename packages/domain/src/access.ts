import { z } from 'zod';
import { LIMITS, PG_INTEGER_MAX, SYSTEM_ID } from './constants.ts';

/** Username: 3 to 30 letters, digits, dot and underscore (part C section 5). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;
export const PASSWORD_SPECIALS = '!@#$%^&*';

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

/** Password: 8 to 70 characters with at least one letter, one digit and one of !@#$%^&*. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= LIMITS.password.min &&
    value.length <= LIMITS.password.max &&
    /[A-Za-z]/.test(value) &&
    /\d/.test(value) &&
    /[!@#$%^&*]/.test(value)
  );
}

export const usernameSchema = z.string().refine(isValidUsername, { message: 'acesso.validacao.username' });
export const passwordSchema = z.string().refine(isValidPassword, { message: 'acesso.validacao.senha' });

/**
 * Login body. The login checks only that the fields are present: a malformed username or
 * password is simply invalid credentials, so the answer never tells which part was wrong.
 */
export const loginBodySchema = z
  .object({
    username: z.string().trim().min(1, 'sara2g.ui.txt.campo_obrigatorio').max(200),
    password: z.string().min(1, 'sara2g.ui.txt.campo_obrigatorio').max(200),
    systemId: z.number().int().positive().max(PG_INTEGER_MAX).default(SYSTEM_ID),
    keepConnected: z.boolean().default(false),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

export interface SessionUser {
  id: number;
  name: string;
  username: string;
  email: string;
}

export interface SessionData {
  token: string;
  expiresAt: string;
  user: SessionUser;
  features: string[];
}
