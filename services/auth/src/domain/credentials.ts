// What the service accepts as an e-mail, a name and a password, and how passwords are kept (bcrypt).
import bcrypt from 'bcryptjs';
import { AppError } from '@qa/platform';
import { bcryptCompare, bcryptHash } from './password-hashing';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME_LENGTH = 100;
const BCRYPT_ROUNDS = 10;

/** E-mails are compared trimmed and lower-cased: " Ann@Example.com" and "ann@example.com" are one account. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function checkEmail(email: string): void {
  if (!email) throw new AppError('invalid_argument', 'Please enter your email address');
  if (email.length > 254 || !EMAIL_PATTERN.test(email))
    throw new AppError('invalid_argument', 'Please enter a valid email address');
}

export function checkNames(firstName: string, lastName: string): { firstName: string; lastName: string } {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first || !last) throw new AppError('invalid_argument', 'First name and last name are required');
  if (first.length > MAX_NAME_LENGTH || last.length > MAX_NAME_LENGTH) {
    throw new AppError(
      'invalid_argument',
      `First name and last name must be at most ${MAX_NAME_LENGTH} characters long`,
    );
  }
  return { firstName: first, lastName: last };
}

export function checkNewPassword(password: string): void {
  if (!password) throw new AppError('invalid_argument', 'Password is required');
  if (password.length < 6)
    throw new AppError('invalid_argument', 'Password must be at least 6 characters long');
  // bcrypt reads only the first 72 bytes; a longer password would be silently cut.
  if (bcrypt.truncates(password))
    throw new AppError('invalid_argument', 'Password must be at most 72 characters long');
}

export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, BCRYPT_ROUNDS);
}

let standIn: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without an account (hash undefined) it still spends the time of
 * a comparison, so the answer's timing does not tell an unknown e-mail from a wrong password.
 */
export async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  const against = hash ?? (await (standIn ??= bcryptHash('no account has this password', BCRYPT_ROUNDS)));
  const matches = await bcryptCompare(password, against);
  return matches && hash !== undefined;
}
