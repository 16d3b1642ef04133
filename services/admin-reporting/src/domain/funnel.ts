// The conversion funnel, computed from facts at read time (so the order events arrive in never matters).
//
// - An anonymous visitor is a qa_visitor id with a successful anonymous upload in the period; `anonymousUploads`
//   counts these visitors (each visitor gets one anonymous analysis, so it is also the number of previews).
// - A visitor converted to a new user when an account was registered from the same visitor id at or after
//   their first anonymous upload of the period.
// - Otherwise, a visitor converted to an existing user when they signed in from that visitor id at or after
//   that upload, to an account created before it.
// Each visitor counts at most once, so the total conversion rate never exceeds 100 %.

export interface FunnelFacts {
  /** Successful anonymous uploads in the period (id is the upload id, for uploads without a visitor id). */
  anonymousUploads: Array<{ id: string; visitorId: string; at: Date }>;
  /** Accounts registered from those visitors. */
  registrations: Array<{ visitorId: string; createdAt: Date }>;
  /** Sign-ins from those visitors, with the creation time of the account signed in to (when known). */
  logins: Array<{ visitorId: string; at: Date; accountCreatedAt?: Date }>;
}

export interface Funnel {
  anonymousUploads: number;
  anonymousToNewUser: number;
  anonymousToExistingUser: number;
  conversionRate: number;
  newUserConversionRate: number;
  reengagementRate: number;
}

export function conversionFunnel(facts: FunnelFacts): Funnel {
  const firstUpload = new Map<string, number>();
  for (const u of facts.anonymousUploads) {
    const visitor = u.visitorId || `upload:${u.id}`;
    const at = u.at.getTime();
    if (!firstUpload.has(visitor) || at < firstUpload.get(visitor)!) firstUpload.set(visitor, at);
  }
  const registeredAfter = new Set<string>();
  for (const r of facts.registrations) {
    const first = firstUpload.get(r.visitorId);
    if (first !== undefined && r.createdAt.getTime() >= first) registeredAfter.add(r.visitorId);
  }
  const returnedAfter = new Set<string>();
  for (const l of facts.logins) {
    const first = firstUpload.get(l.visitorId);
    if (first === undefined || !l.accountCreatedAt || registeredAfter.has(l.visitorId)) continue;
    if (l.at.getTime() >= first && l.accountCreatedAt.getTime() < first) returnedAfter.add(l.visitorId);
  }
  const visitors = firstUpload.size;
  return {
    anonymousUploads: visitors,
    anonymousToNewUser: registeredAfter.size,
    anonymousToExistingUser: returnedAfter.size,
    conversionRate: percent(registeredAfter.size + returnedAfter.size, visitors),
    newUserConversionRate: percent(registeredAfter.size, visitors),
    reengagementRate: percent(returnedAfter.size, visitors),
  };
}

/** part / whole × 100, to one decimal; 0 when there is no whole. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
