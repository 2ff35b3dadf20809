import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthUserResponseSchema,
  ChangePasswordSchema,
  CurrentUserSchema,
  ForgotPasswordSchema,
  LoginSchema,
  MESSAGES,
  RegisterSchema,
  ResetPasswordSchema,
  SuccessMessageSchema,
} from '../../shared/schemas/auth';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { AppError } from '../errors';
import { clearSessionCookie, requireUser, sessionOf, setSessionCookie } from '../plugins/auth';
import { toCurrentUser } from '../services/accounts';
import { requestPasswordReset, resetPassword, trustedSiteOrigin } from '../services/accounts';
import { changePasswordForSession, registerAccount, signIn, ThrottledError } from '../services/accounts';
import { deleteSessionByHash } from '../services/accounts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };

/** Sign-up, sign-in, sign-out, the current user, password change and reset (accounts issue). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers about who is signed in must never be cached by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  app.post(
    '/api/auth/register',
    { schema: { body: RegisterSchema, response: { 201: AuthUserResponseSchema, 429: ApiErrorSchema, ...errors } } },
    async (request, reply) => {
      const user = await registerAccount(app.db, app.auth.hasher, request.body, {
        ip: request.ip,
        now: app.auth.clock(),
      });
      return reply.status(201).send({ success: true, message: 'Registration successful', user: toCurrentUser(user) });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: LoginSchema, response: { 200: AuthUserResponseSchema, 429: ApiErrorSchema, ...errors } } },
    async (request, reply) => {
      const result = await signIn(app.db, app.auth.hasher, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousSessionHash: request.session?.idHash,
        now: app.auth.clock(),
      });
      if (result.status === 'throttled') {
        return reply
          .status(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send({ error: 'TOO_MANY_ATTEMPTS', message: result.message });
      }
      if (result.status === 'invalid') throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      setSessionCookie(reply, app.config, result.token, result);
      return { success: true, message: 'Login successful', user: toCurrentUser(result.user) };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: SuccessMessageSchema } } }, async (request, reply) => {
    if (request.session) await deleteSessionByHash(app.db, request.session.idHash);
    clearSessionCookie(reply, app.config);
    return { success: true, message: 'Logged out' };
  });

  app.get(
    '/api/auth/user',
    { preHandler: requireUser, schema: { response: { 200: CurrentUserSchema, ...errors } } },
    async (request) => toCurrentUser(sessionOf(request).user),
  );

  app.post(
    '/api/auth/change-password',
    {
      preHandler: requireUser,
      schema: { body: ChangePasswordSchema, response: { 200: SuccessMessageSchema, 429: ApiErrorSchema, ...errors } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const token = await changePasswordForSession(app.db, app.auth.hasher, {
        session,
        ...request.body,
        ip: request.ip,
        now: app.auth.clock(),
      });
      setSessionCookie(reply, app.config, token, session);
      return { success: true, message: MESSAGES.passwordUpdated };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { schema: { body: ForgotPasswordSchema, response: { 200: SuccessMessageSchema, ...errors } } },
    async (request) => {
      const { email } = request.body;
      const site = { publicUrl: app.config.publicUrl, host: request.host, protocol: request.protocol };
      const log = request.log;
      const brandName = request.brand.name;
      // After the answer: its timing must not tell whether the address has an account.
      app.mailer.defer(async () => {
        const origin = await trustedSiteOrigin(app.db, site);
        const outcome = await requestPasswordReset(app.db, app.mailer, {
          email,
          origin,
          brandName,
          now: app.auth.clock(),
        });
        if (outcome === 'no-origin') log.warn('password reset not sent: set PUBLIC_URL so the link has a trusted host');
      });
      return { success: true, message: MESSAGES.resetRequested };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: ResetPasswordSchema, response: { 200: SuccessMessageSchema, ...errors } } },
    async (request) => {
      await resetPassword(app.db, app.auth.hasher, { ...request.body, ip: request.ip, now: app.auth.clock() });
      return { success: true, message: MESSAGES.passwordUpdated };
    },
  );
};
