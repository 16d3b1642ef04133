// Accounts and sessions (spec §7): thin routes over the auth service, which validates and decides everything.
// The gateway keeps the signed session token in an httpOnly cookie and passes on who is calling.
import { Router, type Request } from 'express';
import { httpFromGrpc } from '@qa/platform';
import type { User__Output } from '@qa/contracts/grpc/qa/auth/User';
import { clearSession, setSession } from '../http/session';
import { clientContext } from '../http/visitor';
import { route } from '../http/errors';
import type { RouteDeps } from './deps';

/** The user object the web app gets (the session version stays between the services). */
function publicUser(user: User__Output | null | undefined) {
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl || null,
    role: user.role,
    createdAt: user.createdAt,
  };
}

/** A text field of the JSON body; anything else reaches the service as empty and is refused there. */
const text = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

export function authRoutes({ config, clients, sessions }: RouteDeps): Router {
  const router = Router();
  const auth = clients.auth.call;

  router.post(
    '/auth/register',
    route(async (req, res) => {
      const { user, token } = await auth.Register({
        email: text(req, 'email'),
        password: text(req, 'password'),
        firstName: text(req, 'firstName'),
        lastName: text(req, 'lastName'),
        client: clientContext(req),
      });
      setSession(res, config, token);
      res.status(201).json(publicUser(user));
    }),
  );

  router.post(
    '/auth/login',
    route(async (req, res) => {
      const { user, token } = await auth.Login({
        email: text(req, 'email'),
        password: text(req, 'password'),
        client: clientContext(req),
      });
      setSession(res, config, token);
      res.json(publicUser(user));
    }),
  );

  router.post(
    '/auth/logout',
    route(async (req, res) => {
      clearSession(res, config);
      // Revokes this session and every other one issued before it; this gateway stops admitting them at once.
      const userId = req.session?.sub;
      if (userId) await auth.Logout({ userId }).finally(() => sessions.forget(userId));
      res.json({ message: 'Logged out successfully' });
    }),
  );

  router.get(
    '/auth/user',
    route(async (req, res) => {
      // Signed out is an answer, not a failure: the web app asks on every page load (README "Choices"), so no
      // session is 200 with null rather than a 401 each visitor's browser would log as an error.
      if (!req.session) return void res.json(null);
      try {
        res.json(publicUser(await sessions.confirm(req.session.sub, req.session.sv)));
      } catch (err) {
        if (httpFromGrpc(err).status !== 401) throw err;
        // Revoked since the session check: drop the cookie that carries it and answer as signed out.
        clearSession(res, config);
        res.json(null);
      }
    }),
  );

  router.post(
    '/auth/forgot-password',
    route(async (req, res) => {
      const { message } = await auth.ForgotPassword({
        email: text(req, 'email'),
        client: clientContext(req),
      });
      res.json({ message });
    }),
  );

  router.get(
    '/auth/reset-password/:token',
    route(async (req, res) => {
      const { valid } = await auth.ValidateResetToken({ token: String(req.params.token) });
      res.json({ valid });
    }),
  );

  router.post(
    '/auth/reset-password',
    route(async (req, res) => {
      const reply = await auth.ResetPassword({
        token: text(req, 'token'),
        password: text(req, 'password'),
        client: clientContext(req),
      });
      // The reset revoked the user's older sessions; this gateway stops admitting them at once.
      if (reply.user) sessions.forget(reply.user.id);
      setSession(res, config, reply.token);
      res.json({ message: reply.message, autoLogin: reply.autoLogin, user: publicUser(reply.user) });
    }),
  );

  return router;
}
