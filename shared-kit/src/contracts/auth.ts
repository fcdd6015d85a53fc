import { z } from 'zod';
import { emptyBodySchema } from './common.ts';
import { defineEndpoint, noContentSchema } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/** Usernames and e-mail addresses are at most this long (the `users` columns). */
export const USERNAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

export const csrfResponseSchema = z.strictObject({ csrf: z.string() });

/** `POST /api/auth/token/`: spaces in the username become underscores on the server. */
export const loginRequestSchema = z.strictObject({
  username: textSchema.min(1).max(USERNAME_MAX_LENGTH),
  password: textSchema.min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.strictObject({ code: z.literal('log-in-success') });

/** `POST /api/auth/token/refresh/`: the `pimento_refresh` cookie is used when `refresh` is absent. */
export const refreshRequestSchema = z.strictObject({ refresh: textSchema.max(4096).optional() });

export const refreshResponseSchema = z.strictObject({ code: z.literal('token-refreshed') });

export const forgotPasswordRequestSchema = z.strictObject({
  username_or_email: textSchema.min(1).max(EMAIL_MAX_LENGTH),
});

/**
 * `POST /api/auth/reset-password/` from the e-mailed link `/reset-password/{uid}/{token}/`.
 * `password` may be empty so that the server answers `password-required` rather than a generic error.
 */
export const resetPasswordRequestSchema = z.strictObject({
  uid: textSchema.min(1).max(64),
  token: textSchema.min(1).max(128),
  password: textSchema.max(PASSWORD_MAX_LENGTH),
  password_confirmation: textSchema.max(PASSWORD_MAX_LENGTH),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `POST /api/auth/confirm-email/` from the e-mailed link `/confirm-email/{token}/`. */
export const confirmEmailRequestSchema = z.strictObject({ token: textSchema.min(1).max(128) });

export const changePasswordRequestSchema = z.strictObject({
  old_password: textSchema.max(PASSWORD_MAX_LENGTH),
  password: textSchema.max(PASSWORD_MAX_LENGTH),
  password_confirmation: textSchema.max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * `POST /api/auth/change-email/`: the signed-in user asks to change their own address. The current
 * password is checked (a session left open must not hand over the account's reset e-mails); a
 * link goes to the new address and the address changes only when it is opened (`/confirm-email/`).
 */
export const changeEmailRequestSchema = z.strictObject({
  email: z.email().max(EMAIL_MAX_LENGTH),
  password: textSchema.max(PASSWORD_MAX_LENGTH),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** The session endpoints (docs/api.md, "Session"), declared once for the server and the client. */
export const authApi = {
  /** Sets the `pimento_csrf` cookie and says its value. */
  csrf: defineEndpoint({ method: 'GET', path: '/api/auth/csrf/', response: csrfResponseSchema }),
  login: defineEndpoint({ method: 'POST', path: '/api/auth/token/', body: loginRequestSchema, response: loginResponseSchema, errors: [401, 429] }),
  refresh: defineEndpoint({ method: 'POST', path: '/api/auth/token/refresh/', body: refreshRequestSchema.optional(), response: refreshResponseSchema, errors: [401] }),
  logout: defineEndpoint({ method: 'POST', path: '/api/auth/logout/', body: emptyBodySchema.optional(), status: 204, response: noContentSchema }),
  forgotPassword: defineEndpoint({ method: 'POST', path: '/api/auth/forgot-password/', body: forgotPasswordRequestSchema, status: 204, response: noContentSchema, errors: [429] }),
  resetPassword: defineEndpoint({ method: 'POST', path: '/api/auth/reset-password/', body: resetPasswordRequestSchema, status: 204, response: noContentSchema, errors: [400] }),
  confirmEmail: defineEndpoint({ method: 'POST', path: '/api/auth/confirm-email/', body: confirmEmailRequestSchema, status: 204, response: noContentSchema, errors: [400] }),
  changePassword: defineEndpoint({ method: 'POST', path: '/api/auth/change-password/', body: changePasswordRequestSchema, status: 204, response: noContentSchema, errors: [400, 429] }),
  /** E-mails a confirmation link to the new address; the address changes when it is opened. */
  changeEmail: defineEndpoint({ method: 'POST', path: '/api/auth/change-email/', body: changeEmailRequestSchema, status: 204, response: noContentSchema, errors: [400, 409, 429, 502] }),
};

/** The readable payload cookies hold only the expiry of their token (unix seconds). */
export const tokenPayloadCookieSchema = z.strictObject({ exp: z.number().int() });
export type TokenPayloadCookie = z.infer<typeof tokenPayloadCookieSchema>;

/** Cookie names of the session (docs/api.md). */
export const sessionCookieNames = {
  access: 'pimento_access',
  refresh: 'pimento_refresh',
  accessPayload: 'pimento_access_payload',
  refreshPayload: 'pimento_refresh_payload',
  csrf: 'pimento_csrf',
  language: 'language',
} as const;

/** The header carrying the CSRF token on every unsafe method. */
export const CSRF_HEADER = 'x-csrf-token';
