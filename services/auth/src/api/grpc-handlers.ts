import type { ServiceTypes } from '@qa/contracts';
import { AppError, unary, type Logger } from '@qa/platform';
import type { Accounts, Client, Session } from '../domain/accounts';
import type { PasswordReset } from '../domain/password-reset';
import type { UserDoc } from '../store/users';

export function userToProto(user: UserDoc) {
  return {
    id: user._id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl ?? '',
    role: user.role,
    sessionVersion: user.sessionVersion,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

const sessionToProto = (session: Session) => ({ user: userToProto(session.user), token: session.token });
const clientOf = (client: { ip: string; visitorId: string } | null | undefined): Client => ({
  ip: client?.ip ?? '',
  visitorId: client?.visitorId ?? '',
});

export function grpcHandlers(deps: {
  accounts: Accounts;
  reset: PasswordReset;
  log: Logger;
}): ServiceTypes['auth']['handlers'] {
  const { accounts, reset, log } = deps;
  return {
    Register: unary(log, async (req) => sessionToProto(await accounts.register(req, clientOf(req.client)))),
    Login: unary(log, async (req) => sessionToProto(await accounts.login(req, clientOf(req.client)))),
    Logout: unary(log, async (req) => {
      if (!req.userId) throw new AppError('invalid_argument', 'userId is required');
      await accounts.logout(req.userId);
      return {};
    }),
    GetUser: unary(log, async (req) =>
      userToProto(await accounts.currentUser(req.userId, req.sessionVersion)),
    ),
    ForgotPassword: unary(log, async (req) => ({
      message: await reset.requestReset(req.email, clientOf(req.client)),
    })),
    ValidateResetToken: unary(log, async (req) => {
      await reset.checkToken(req.token);
      return { valid: true };
    }),
    ResetPassword: unary(log, async (req) => {
      const session = await reset.reset(req.token, req.password, clientOf(req.client));
      return { message: 'Your password has been reset.', autoLogin: true, ...sessionToProto(session) };
    }),
  };
}
