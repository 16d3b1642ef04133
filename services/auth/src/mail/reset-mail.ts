// The password-reset e-mail, sent over SMTP (nodemailer). Locally and in tests an SMTP catcher receives it.
import nodemailer from 'nodemailer';

export interface ResetMailSettings {
  smtpUrl: string;
  from: string;
  /** Where the web app is, for the link: `${appBaseUrl}/reset-password/{token}`. */
  appBaseUrl: string;
  /** How long the link works, as the e-mail says it ("1 hour"). */
  validFor: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function resetMessage(firstName: string, link: string, validFor: string) {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const text = [
    greeting,
    '',
    'We received a request to reset the password of your Quote Analyzer account. Open this link to choose a new one:',
    '',
    link,
    '',
    `The link works once and expires in ${validFor}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your Quote Analyzer account.</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>Or paste this link into your browser: ${escapeHtml(link)}</p>
<p>The link works once and expires in ${escapeHtml(validFor)}. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`;
  return { subject: 'Reset your Quote Analyzer password', text, html };
}

export function resetMailer(settings: ResetMailSettings) {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  const base = settings.appBaseUrl.replace(/\/+$/, '');
  return {
    async sendResetLink(user: { email: string; firstName: string }, token: string): Promise<void> {
      const link = `${base}/reset-password/${token}`;
      await transport.sendMail({
        from: settings.from,
        to: user.email,
        ...resetMessage(user.firstName, link, settings.validFor),
      });
    },
    close: () => transport.close(),
  };
}
export type ResetMailer = ReturnType<typeof resetMailer>;
