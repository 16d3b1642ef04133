// A user's credit account as the product sees it: opened with the sign-up grant, topped up weekly, read as usage.
import { entryKey, type LedgerEntry } from '../store/ledger';
import type { LedgerWriter } from '../store/ledger-writer';
import { SIGNUP_CREDITS, nextFreeCreditsAt, weeklyTopUpDue } from './credit-rules';

export function creditAccounts({ writer, weeklyLevel }: { writer: LedgerWriter; weeklyLevel: number }) {
  /**
   * The account, opened with its sign-up grant if it has no entry yet. user.registered opens it, and so does the
   * user's first billing call if it comes before that event (the web app asks for usage right after sign-up):
   * both append the same signup:<userId> entry, so the 3 credits are granted exactly once.
   */
  async function open(userId: string, signupAt = new Date()): Promise<LedgerEntry> {
    const head = await writer.head(userId);
    if (head) return head;
    await writer.append(userId, entryKey.signup(userId), (current) =>
      current ? undefined : { kind: 'grant', delta: SIGNUP_CREDITS, reason: 'signup', signupAt, period: 0 },
    );
    return (await writer.head(userId))!;
  }

  /** The account as of now, with the weekly top-up decided when a new period has begun (see credit-rules.ts). */
  async function current(userId: string, now = new Date()): Promise<LedgerEntry> {
    const account = await open(userId, now);
    const due = weeklyTopUpDue(account, now, weeklyLevel);
    if (!due) return account;
    // Decided again against the head at the moment of writing, so the top-up is exact even with changes racing.
    await writer.append(userId, entryKey.weekly(userId, due.period), (head) => {
      const decision = head && weeklyTopUpDue(head, now, weeklyLevel);
      return decision?.period === due.period ? { kind: 'weekly', delta: decision.credits, reason: 'weekly', period: decision.period } : undefined;
    });
    return (await writer.head(userId))!;
  }

  async function usage(userId: string) {
    const now = new Date();
    const account = await current(userId, now);
    return {
      analysisCredits: account.balance,
      canAnalyze: account.balance >= 1,
      nextFreeCreditsAt: nextFreeCreditsAt(account.signupAt, now).toISOString(),
      weeklyFreeCredits: weeklyLevel,
    };
  }

  return { open, current, usage };
}
export type CreditAccounts = ReturnType<typeof creditAccounts>;
