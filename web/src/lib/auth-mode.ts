// Which face /auth opens with. Someone who already has an account — they pressed "Sign In", or their session ended
// — is asked to sign in; the address decides otherwise (/login signs in, /auth and /signup create an account).
// The wish travels in the router's state, so the address stays /auth (spec §2, §8).

export type AuthMode = 'register' | 'login';

/** Router state for a link or redirect to /auth that should open on "Sign in". */
export const SIGN_IN_STATE = { authMode: 'login' } satisfies { authMode: AuthMode };

export function initialAuthMode(pathname: string, state: unknown): AuthMode {
  const asked = (state as { authMode?: unknown } | null)?.authMode;
  if (asked === 'login' || asked === 'register') return asked;
  return pathname === '/login' ? 'login' : 'register';
}

export const AUTH_PAGE_TITLES: Record<AuthMode, string> = {
  login: 'Sign In | Quote Analyzer',
  register: 'Create Your Free Account | Quote Analyzer',
};
