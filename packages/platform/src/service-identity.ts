// Service-to-service credentials. Every process holds its own Ed25519 signing key (SERVICE_PRIVATE_KEY) and the
// public keys of all the others (SERVICE_PUBLIC_KEYS). Each gRPC call carries a short-lived token naming the caller
// and the service called, signed with the caller's key; the called service checks the signature, the audience and
// the expiry, and admits only the callers the architecture draws an edge from. A leaked token is good for one
// audience for at most TOKEN_TTL_S; a process that can reach a port but holds no key gets UNAUTHENTICATED.
// Signed tokens were chosen over mutual TLS because keys are two environment variables that Kubernetes Secrets,
// docker compose and `npm start` all pass the same way, with no certificate authority to run; encryption in transit
// on the cluster network is left to the network layer (a mesh, or a CNI with WireGuard) where it is required.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { ServiceName } from '@qa/contracts';

/** The processes that hold an identity: the gateway and the five services (by their kebab-case names). */
export const IDENTITIES = ['gateway', 'auth', 'quote', 'analysis', 'billing', 'admin-reporting'] as const;
export type Identity = (typeof IDENTITIES)[number];

/**
 * Who may call whom: the edges of the architecture picture. The gateway calls the services that serve the REST
 * API; the quote service reserves credits and runs anonymous analyses; the admin-reporting operator CLI runs with
 * the service's own identity inside its pod. Kept beside the NetworkPolicies in helm/ that allow the same edges.
 */
export const ALLOWED_CALLERS: Record<Identity, readonly Identity[]> = {
  gateway: [],
  auth: ['gateway'],
  quote: ['gateway'],
  analysis: ['quote'],
  billing: ['gateway', 'quote'],
  'admin-reporting': ['gateway', 'admin-reporting'],
};

/** The gRPC health service stays open: Kubernetes' gRPC probes and the gateway's /healthz carry no token. */
const OPEN_METHODS = /^\/grpc\.health\.v1\.Health\//;
const TOKEN_TTL_S = 120;
const REFRESH_BEFORE_S = 30;
/**
 * Tokens a verifier remembers as checked. A caller reuses its token for 90 s, so the live ones are about one per
 * calling process; the bound only keeps a flood of valid tokens from growing the map.
 */
const MAX_ADMITTED = 256;
const METADATA_KEY = 'authorization';

export function identityOf(service: ServiceName): Identity {
  return service.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) as Identity;
}

export interface ServiceIdentity {
  name: Identity;
  /** The bearer token for a call to `audience`, minted or reused. */
  tokenFor(audience: Identity): string;
  /** Who signed a token meant for this identity, or why it is refused. */
  verify(token: string | undefined): { caller: Identity } | { refused: string };
}

/**
 * Parses `name=base64,name=base64` (SPKI DER of Ed25519 keys). A name may appear twice while its key is rotated:
 * both keys are accepted until the old one is dropped from the list (docs/ops.md, rotation).
 */
function parsePublicKeys(list: string): Map<Identity, KeyObject[]> {
  const keys = new Map<Identity, KeyObject[]>();
  for (const entry of list.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [name, b64] = entry.split('=', 2);
    if (!IDENTITIES.includes(name as Identity) || !b64) throw new Error(`SERVICE_PUBLIC_KEYS: bad entry "${name}"`);
    let key: KeyObject;
    try {
      key = createPublicKey({ key: Buffer.from(b64, 'base64'), format: 'der', type: 'spki' });
    } catch {
      throw new Error(`SERVICE_PUBLIC_KEYS: the key of ${name} is not a base64 SPKI Ed25519 key`);
    }
    keys.set(name as Identity, [...(keys.get(name as Identity) ?? []), key]);
  }
  return keys;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function createServiceIdentity(name: Identity, privateKeyB64: string, publicKeyList: string): ServiceIdentity {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: Buffer.from(privateKeyB64, 'base64'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new Error('SERVICE_PRIVATE_KEY: not a base64 PKCS#8 Ed25519 key');
  }
  const publicKeys = parsePublicKeys(publicKeyList);
  const ownPublic = createPublicKey(privateKey);
  if (!publicKeys.get(name)?.some((k) => k.equals(ownPublic))) {
    throw new Error(`SERVICE_PRIVATE_KEY: does not match the public key listed for ${name} in SERVICE_PUBLIC_KEYS`);
  }
  const minted = new Map<Identity, { token: string; expires: number }>();
  // The answer for a token whose signature, audience and caller were checked, kept until it expires: checking an
  // Ed25519 signature on every call was a tenth of a service's CPU under load, and the same bytes give the same answer.
  const admitted = new Map<string, { caller: Identity; exp: number }>();
  return {
    name,
    tokenFor(audience) {
      const now = Math.floor(Date.now() / 1000);
      const cached = minted.get(audience);
      if (cached && cached.expires - now > REFRESH_BEFORE_S) return cached.token;
      const payload = b64url(JSON.stringify({ iss: name, aud: audience, iat: now, exp: now + TOKEN_TTL_S }));
      const token = `${payload}.${b64url(sign(null, Buffer.from(payload), privateKey))}`;
      minted.set(audience, { token, expires: now + TOKEN_TTL_S });
      return token;
    },
    verify(token) {
      if (!token) return { refused: 'no service credentials' };
      const known = admitted.get(token);
      if (known) {
        if (known.exp >= Date.now() / 1000) return { caller: known.caller };
        admitted.delete(token);
        return { refused: 'expired service token' };
      }
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return { refused: 'malformed service token' };
      let claims: { iss?: unknown; aud?: unknown; exp?: unknown };
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { refused: 'malformed service token' };
      }
      const keys = publicKeys.get(claims.iss as Identity);
      if (!keys) return { refused: 'unknown caller' };
      if (!keys.some((key) => verify(null, Buffer.from(payload), key, Buffer.from(signature, 'base64url')))) return { refused: 'bad signature' };
      if (claims.aud !== name) return { refused: 'token meant for another service' };
      if (typeof claims.exp !== 'number' || claims.exp < Date.now() / 1000) return { refused: 'expired service token' };
      if (admitted.size >= MAX_ADMITTED) admitted.delete(admitted.keys().next().value!);
      admitted.set(token, { caller: claims.iss as Identity, exp: claims.exp });
      return { caller: claims.iss as Identity };
    },
  };
}

/** Adds the caller's token for `audience` to outgoing metadata. */
export function authorise(md: grpc.Metadata, identity: ServiceIdentity, audience: Identity): grpc.Metadata {
  md.set(METADATA_KEY, `Bearer ${identity.tokenFor(audience)}`);
  return md;
}

/**
 * A server interceptor that refuses, before any handler runs, every call without a valid token from an allowed
 * caller (UNAUTHENTICATED without valid credentials, PERMISSION_DENIED for a caller with no edge here).
 */
export function requireCallers(identity: ServiceIdentity, onRefused: (method: string, reason: string) => void): grpc.ServerInterceptor {
  const allowed = ALLOWED_CALLERS[identity.name];
  return (methodDescriptor, call) => {
    if (OPEN_METHODS.test(methodDescriptor.path)) return new grpc.ServerInterceptingCall(call);
    const listener = new grpc.ServerListenerBuilder()
      .withOnReceiveMetadata((metadata, next) => {
        const header = metadata.get(METADATA_KEY)[0]?.toString();
        const result = identity.verify(header?.startsWith('Bearer ') ? header.slice(7) : undefined);
        if ('refused' in result) {
          onRefused(methodDescriptor.path, result.refused);
          call.sendStatus({ code: grpc.status.UNAUTHENTICATED, details: `service credentials required: ${result.refused}` });
        } else if (!allowed.includes(result.caller)) {
          onRefused(methodDescriptor.path, `${result.caller} may not call ${identity.name}`);
          call.sendStatus({ code: grpc.status.PERMISSION_DENIED, details: `${result.caller} may not call ${identity.name}` });
        } else {
          metadata.remove(METADATA_KEY);
          next(metadata);
        }
      })
      .build();
    const responder = new grpc.ResponderBuilder().withStart((next) => next(listener)).build();
    return new grpc.ServerInterceptingCall(call, responder);
  };
}

/** A fresh key pair, as `npm start` and the deploy docs generate them: base64 DER (PKCS#8 private, SPKI public). */
export function generateServiceKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}
