// Helpers for the admin tests that go through the gateway: the operator's session and a readable quote PDF.
import PDFDocument from 'pdfkit';
import { Browserish } from '../../../test/support/http';

// The test stack lists admin@example.com in ADMIN_EMAILS. Every test that needs the operator uses this password,
// so whichever test comes first in a run creates the account and the others sign in.
export const ADMIN = { email: 'admin@example.com', password: 'admin-e2e-pass-1', firstName: 'Avery', lastName: 'Operator' };

export async function signInAdmin(): Promise<Browserish> {
  const admin = new Browserish();
  const registered = await admin.post('/api/auth/register', ADMIN);
  if (registered.status === 201) return admin;
  const login = await admin.post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${login.text}`);
  if (login.body.role !== 'admin') throw new Error(`${ADMIN.email} is not an admin: is ADMIN_EMAILS set for the stack?`);
  return admin;
}

/** A one-page contractor quote with enough text for the analyser to read. */
export async function quotePdf(contractor: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fontSize(13);
  for (const line of [
    `${contractor} - Estimate #${Math.floor(Math.random() * 9000) + 1000}`,
    'Scope of work: build a 12 x 16 ft pressure-treated deck with composite boards, railings and two steps.',
    'Remove the old patio slab and haul away all debris. Footings to code, joists 16 inches on centre.',
    'Price: Materials $6,200.00  Labor $4,800.00  Total $11,000.00',
    'Payment terms: 30% deposit at signing, 40% at framing inspection, balance upon completion.',
    'Warranty: 5-year workmanship warranty. Permits pulled by contractor. Licensed and insured.',
    'Schedule: start within 3 weeks, about 6 working days, weather permitting.',
  ])
    doc.text(line).moveDown();
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
