// Whether a session is still current: the auth service's answer for a user id and session version, remembered for a
// moment. Every signed-in request needs it (a logout or password reset bumps the user's session version and must end
// every older session), and asking on every request was a gRPC call and a database read in auth: about a third of the
// CPU a signed-in GET /api/usage cost in all (README, Latency).
//
// How stale an answer may be:
// - A session ended through this gateway is refused at once: the logout and password-reset routes call `forget` once
//   auth has bumped the version, and an answer asked for before that is never kept past it.
// - Ended elsewhere (another gateway replica), it is refused here at most REMEMBER_MS later.
// - What grants privileges is never taken from memory: the admin routes and GET /api/auth/user `confirm`, which asks
//   auth now (so an admin granted by the operator CLI is one at once).
// Only answers that admit a session are kept; a refusal or a failure is asked again the next time. Requests for the
// same session at the same moment share one question.
import type { User__Output } from '@qa/contracts/grpc/qa/auth/User';
import type { Clients } from '../clients';

export const REMEMBER_MS = 5000;
/** Users remembered at most; the oldest answer makes room (a user's entry is ~1 KB). */
const MAX_USERS = 10_000;

interface Answer {
  sessionVersion: number;
  until: number;
  user: Promise<User__Output>;
}

export function sessionChecks(auth: Clients['auth']) {
  const answers = new Map<string, Answer>();

  function ask(userId: string, sessionVersion: number): Promise<User__Output> {
    const answer: Answer = { sessionVersion, until: Date.now() + REMEMBER_MS, user: auth.call.GetUser({ userId, sessionVersion }, { deadlineMs: 3000 }) };
    answers.delete(userId);
    if (answers.size >= MAX_USERS) answers.delete(answers.keys().next().value!);
    answers.set(userId, answer);
    answer.user.catch(() => {
      if (answers.get(userId) === answer) answers.delete(userId);
    });
    return answer.user;
  }

  return {
    /** The user, if this session is current (or was, at most REMEMBER_MS ago); rejects with auth's refusal. */
    current(userId: string, sessionVersion: number): Promise<User__Output> {
      const known = answers.get(userId);
      if (known && known.sessionVersion === sessionVersion && known.until > Date.now()) return known.user;
      return ask(userId, sessionVersion);
    },
    /** The user, if this session is current now: auth is asked, and its answer replaces what was remembered. */
    confirm: ask,
    /** Forgets the user's sessions: called once auth has ended them. */
    forget(userId: string): void {
      answers.delete(userId);
    },
  };
}
export type SessionChecks = ReturnType<typeof sessionChecks>;
