import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthUserResponseSchema,
  ChangePasswordSchema,
  CurrentUserSchema,
  ForgotPasswordSchema,
  LoginSchema,
  MESSAGES,
  RegisterSchema,
  ResetLinkCheckSchema,
  ResetPasswordSchema,
  SuccessMessageSchema,
  VerifyEmailResponseSchema,
  VerifyEmailSchema,
} from '../../shared/schemas/auth';
import { LoginResponseSchema, TWO_FACTOR_MESSAGES } from '../../shared/schemas/two-factor';
import { knownDevice, rememberDevice } from '../plugins/device';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { AppError } from '../errors';
import { clearSessionCookie, requireUser, sessionOf, setSessionCookie } from '../plugins/auth';
import { toCurrentUser } from '../services/accounts';
import { noStore } from '../plugins/no-store';

const siteOf = (request: FastifyRequest) => ({
  publicUrl: request.server.config.publicUrl,
  host: request.host,
  protocol: request.protocol,
});

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };
/** R44: a route that hashes a password is refused with 503 BUSY + Retry-After while the hashing queue is full. */
const busy = { 503: ApiErrorSchema };

/** Sign-up, sign-in, sign-out, the current user, password change and reset (accounts issue). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** R30: a link to confirm the account's address, in the name of the brand the request came through. */
  const sendConfirmationLink = (
    request: FastifyRequest,
    user: { id: string; email: string; firstName: string; username: string },
  ) =>
    app.accounts.sendEmailVerification({
      user,
      site: siteOf(request),
      brandName: request.brand.name,
      brandId: request.brand.id,
      reason: 'registered',
      log: request.log,
    });

  // Answers about who is signed in must never be cached by a browser or a proxy.
  noStore(app);

  app.post(
    '/api/auth/register',
    {
      schema: {
        body: RegisterSchema,
        response: { 201: AuthUserResponseSchema, 429: ApiErrorSchema, ...errors, ...busy },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.register(request.body, { ip: request.ip });
      sendConfirmationLink(request, user);
      return reply.status(201).send({ success: true, message: 'Registration successful', user: toCurrentUser(user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { body: LoginSchema, response: { 200: LoginResponseSchema, 429: ApiErrorSchema, ...errors, ...busy } },
    },
    async (request, reply) => {
      const device = knownDevice(request, app.config, request.body.username);
      const result = await app.accounts.signIn(
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'], device },
        request.session?.idHash,
      );
      if (result.status === 'throttled') {
        return reply
          .status(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send({ error: 'TOO_MANY_ATTEMPTS', message: result.message });
      }
      if (result.status === 'invalid') throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      if (result.status === 'two-factor') {
        // R48: no session yet; the code step (routes/auth-two-factor.ts) makes one.
        return {
          success: true,
          twoFactorRequired: true as const,
          pendingToken: result.pendingToken,
          message: TWO_FACTOR_MESSAGES.codeRequired,
        };
      }
      setSessionCookie(reply, app.config, result.token, result);
      rememberDevice(reply, app.config, result.user.username, device);
      return { success: true, message: 'Login successful', user: toCurrentUser(result.user) };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: SuccessMessageSchema } } }, async (request, reply) => {
    if (request.session) await app.accounts.signOut(request.session);
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
      schema: {
        body: ChangePasswordSchema,
        response: { 200: SuccessMessageSchema, 429: ApiErrorSchema, ...errors, ...busy },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const token = await app.accounts.changePassword(session, request.body, { ip: request.ip });
      setSessionCookie(reply, app.config, token, session);
      return { success: true, message: MESSAGES.passwordUpdated };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { schema: { body: ForgotPasswordSchema, response: { 200: SuccessMessageSchema, ...errors } } },
    async (request) => {
      app.accounts.requestPasswordReset({
        email: request.body.email,
        site: siteOf(request),
        brandName: request.brand.name,
        log: request.log,
      });
      return { success: true, message: MESSAGES.resetRequested };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      preHandler: requireUser,
      schema: { body: VerifyEmailSchema, response: { 200: VerifyEmailResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await app.accounts.verifyEmail(request.body.token, sessionOf(request));
      const tripsAdded = await app.bookings.claimHeld(user);
      return { success: true, message: MESSAGES.emailVerified, tripsAdded };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    { preHandler: requireUser, schema: { response: { 200: SuccessMessageSchema, ...errors } } },
    async (request) => {
      const { user } = sessionOf(request);
      if (user.emailVerifiedAt) return { success: true, message: MESSAGES.alreadyVerified };
      sendConfirmationLink(request, user);
      return { success: true, message: MESSAGES.verificationSent };
    },
  );

  app.post(
    '/api/auth/reset-password/check',
    { schema: { body: ResetLinkCheckSchema, response: { 200: SuccessMessageSchema, ...errors } } },
    async (request) => {
      await app.accounts.checkResetLink(request.body.token);
      return { success: true, message: 'This link can be used.' };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: ResetPasswordSchema, response: { 200: SuccessMessageSchema, ...errors, ...busy } } },
    async (request) => {
      const user = await app.accounts.resetPassword(request.body, { ip: request.ip });
      await app.bookings.claimHeld(user);
      return { success: true, message: MESSAGES.passwordUpdated };
    },
  );
};
