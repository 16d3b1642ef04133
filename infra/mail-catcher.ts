// A small SMTP server on loopback that keeps every message it receives, for local runs and tests.
// GET /messages lists them (newest last), GET /messages?to=a@b filters by recipient, DELETE /messages clears.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

interface Captured { id: number; to: string[]; from: string; subject: string; text: string; html: string; receivedAt: string }
const messages: Captured[] = [];
let nextId = 1;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        messages.push({
          id: nextId++,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        if (messages.length > 1000) messages.shift();
        callback();
      },
      (err) => callback(err),
    );
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 1025), '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz') return res.end('ok');
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return res.end('[]');
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(Number(process.env.MAIL_API_PORT ?? 1080), '127.0.0.1');

const stop = () => smtp.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
