import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthUserResponseSchema, SuccessMessageSchema } from '../../shared/schemas/auth';
import { apiErrors } from '../../shared/schemas/errors';
import {
  RecoveryCodesResponseSchema,
  TwoFactorCodeSchema,
  TwoFactorDisableSchema,
  TwoFactorSetupSchema,
  TwoFactorSignInSchema,
  TwoFactorStatusSchema,
} from '../../shared/schemas/two-factor';
import { rememberDevice } from '../plugins/device';
import { requireUser, sessionOf, setSessionCookie } from '../plugins/auth';
import { toCurrentUser } from '../services/accounts';
import { noStore } from '../plugins/no-store';

const errors = apiErrors(400, 401, 403, 409, 429);

const factorOf = (body: { code?: string | undefined; recoveryCode?: string | undefined }) =>
  body.recoveryCode !== undefined ? { recoveryCode: body.recoveryCode } : { code: body.code ?? '' };

/** R48: two-factor sign-in: its code step, and turning it on and off in the account's settings. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);

  app.post(
    '/api/auth/login/two-factor',
    { schema: { body: TwoFactorSignInSchema, response: { 200: AuthUserResponseSchema, ...errors } } },
    async (request, reply) => {
      const result = await app.accounts.completeTwoFactorSignIn(
        { pendingToken: request.body.pendingToken, factor: factorOf(request.body) },
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        request.session?.idHash,
      );
      setSessionCookie(reply, app.config, result.token, result);
      rememberDevice(reply, app.config, result.user.username, result.device ?? undefined);
      return { success: true, message: 'Login successful', user: toCurrentUser(result.user) };
    },
  );

  app.get(
    '/api/auth/two-factor',
    { preHandler: requireUser, schema: { response: { 200: TwoFactorStatusSchema, ...errors } } },
    async (request) => app.accounts.twoFactor.status(sessionOf(request)),
  );

  app.post(
    '/api/auth/two-factor/setup',
    { preHandler: requireUser, schema: { response: { 200: TwoFactorSetupSchema, ...errors } } },
    // The issuer the app lists the account under is the brand the person signed up through.
    async (request) => app.accounts.twoFactor.begin(sessionOf(request), request.brand.name),
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      preHandler: requireUser,
      schema: { body: TwoFactorDisableSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request) => {
      await app.accounts.twoFactor.disable(sessionOf(request), factorOf(request.body), { ip: request.ip });
      return { success: true, message: 'Two-factor sign-in is off.' };
    },
  );

  // Both confirm a current code and answer a fresh set of recovery codes, shown once.
  const recoveryCodeRoutes = [
    { url: '/api/auth/two-factor/enable', act: 'enable', message: 'Two-factor sign-in is on.' },
    {
      url: '/api/auth/two-factor/recovery-codes',
      act: 'regenerate',
      message: 'New recovery codes made; the old ones no longer work.',
    },
  ] as const;
  for (const { url, act, message } of recoveryCodeRoutes) {
    app.post(
      url,
      {
        preHandler: requireUser,
        schema: { body: TwoFactorCodeSchema, response: { 200: RecoveryCodesResponseSchema, ...errors } },
      },
      async (request) => {
        const recoveryCodes = await app.accounts.twoFactor[act](sessionOf(request), request.body.code, {
          ip: request.ip,
        });
        return { success: true, message, recoveryCodes };
      },
    );
  }
};
