// The SMTP catcher's captured mail (GET {MAIL_API_URL}/messages?to=<email>), for tests of e-mailed links.
import { eventually, testEnv } from './env';

export interface CapturedMail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export async function mailTo(email: string): Promise<CapturedMail[]> {
  const res = await fetch(`${testEnv('MAIL_API_URL')}/messages?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return (await res.json()) as CapturedMail[];
}

/** Waits for the newest message to the address whose text matches, and returns the first match group (or all of it). */
export function waitForMailMatching(email: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  return eventually(
    async () => {
      const found = (await mailTo(email)).reverse().map((m) => pattern.exec(`${m.text}\n${m.html}`)).find(Boolean);
      return found ? (found[1] ?? found[0]) : undefined;
    },
    timeoutMs,
    `an e-mail to ${email} matching ${pattern}`,
  );
}
