// The session token the gateway keeps in its cookie: a JWT (HS256, the JWT_SECRET shared with the gateway) naming
// the user (sub), the session version it was issued under (sv) and the role at that time. The gateway verifies
// it without calling this service; calls that must see revocations ask GetUser with the version.
import jwt from 'jsonwebtoken';
import type { UserDoc } from '../store/users';

const SESSION_DAYS = 30;

export function sessionSigner(secret: string) {
  return (user: Pick<UserDoc, '_id' | 'sessionVersion' | 'role'>): string =>
    jwt.sign({ sv: user.sessionVersion, role: user.role }, secret, {
      algorithm: 'HS256',
      subject: user._id,
      expiresIn: `${SESSION_DAYS}d`,
    });
}
export type SignSession = ReturnType<typeof sessionSigner>;
