// Domain errors cross boundaries through one mapping: domain error → gRPC status (in services) → HTTP (gateway).
import { status as GrpcStatus, Metadata, type ServiceError } from '@grpc/grpc-js';

export type ErrorCode =
  | 'invalid_argument'
  | 'unauthenticated'
  | 'permission_denied'
  | 'not_found'
  | 'already_exists'
  | 'failed_precondition'
  | 'resource_exhausted'
  | 'payload_too_large'
  | 'unavailable'
  | 'internal';

/** An error whose message is safe to show the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const toGrpc: Record<ErrorCode, GrpcStatus> = {
  invalid_argument: GrpcStatus.INVALID_ARGUMENT,
  unauthenticated: GrpcStatus.UNAUTHENTICATED,
  permission_denied: GrpcStatus.PERMISSION_DENIED,
  not_found: GrpcStatus.NOT_FOUND,
  already_exists: GrpcStatus.ALREADY_EXISTS,
  failed_precondition: GrpcStatus.FAILED_PRECONDITION,
  resource_exhausted: GrpcStatus.RESOURCE_EXHAUSTED,
  payload_too_large: GrpcStatus.OUT_OF_RANGE,
  unavailable: GrpcStatus.UNAVAILABLE,
  internal: GrpcStatus.INTERNAL,
};

const grpcToHttp: Partial<Record<GrpcStatus, number>> = {
  [GrpcStatus.INVALID_ARGUMENT]: 400,
  [GrpcStatus.UNAUTHENTICATED]: 401,
  [GrpcStatus.PERMISSION_DENIED]: 403,
  [GrpcStatus.NOT_FOUND]: 404,
  [GrpcStatus.ALREADY_EXISTS]: 400,
  [GrpcStatus.FAILED_PRECONDITION]: 402,
  [GrpcStatus.RESOURCE_EXHAUSTED]: 429,
  [GrpcStatus.OUT_OF_RANGE]: 413,
  [GrpcStatus.UNAVAILABLE]: 503,
  [GrpcStatus.DEADLINE_EXCEEDED]: 504,
};

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED', 'EHOSTUNREACH', 'ENOTCONN']);
const MONGO_UNREACHABLE = /^Mongo(Network|NetworkTimeout|ServerSelection|PoolCleared|NotConnected|TopologyClosed)Error$/;

/**
 * The error says a server could not be reached for the moment (the database restarting, a connection cut), nothing
 * about the request or the event: worth trying again later, never a reason to give up on an event for good. The
 * MongoDB driver mostly says so with its network error classes, but a write on a socket the server just closed
 * surfaces as Node's own EPIPE.
 */
export function isTransient(err: unknown): boolean {
  const e = err as { name?: unknown; code?: unknown; cause?: unknown } | undefined;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.name === 'string' && MONGO_UNREACHABLE.test(e.name)) return true;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  return e.cause !== undefined && e.cause !== e && isTransient(e.cause);
}

/**
 * Converts anything thrown in a handler to a gRPC error: a server out of reach for the moment becomes UNAVAILABLE
 * (the caller may try again), other unknown errors INTERNAL with no detail.
 */
export function toGrpcError(err: unknown): Partial<ServiceError> {
  if (err instanceof AppError) {
    const metadata = new Metadata();
    metadata.set('qa-error-code', err.code);
    return { code: toGrpc[err.code], details: err.message, metadata };
  }
  if (isServiceError(err)) return err; // a downstream gRPC error passes through unchanged
  if (isTransient(err)) return { code: GrpcStatus.UNAVAILABLE, details: 'Service temporarily unavailable' };
  return { code: GrpcStatus.INTERNAL, details: 'Internal error' };
}

export function isServiceError(err: unknown): err is ServiceError {
  return typeof err === 'object' && err !== null && 'code' in err && 'details' in err && 'metadata' in err;
}

/** The HTTP status and user-facing message for an error that came back from a gRPC call. */
export function httpFromGrpc(err: unknown): { status: number; message: string } {
  if (err instanceof AppError) {
    return { status: grpcToHttp[toGrpc[err.code]] ?? 500, message: err.message };
  }
  if (isServiceError(err)) {
    const status = grpcToHttp[err.code] ?? 500;
    if (status === 500) return { status, message: 'Internal server error' };
    if (err.code === GrpcStatus.UNAVAILABLE || err.code === GrpcStatus.DEADLINE_EXCEEDED) {
      return { status, message: 'Service temporarily unavailable. Please try again.' };
    }
    return { status, message: err.details };
  }
  return { status: 500, message: 'Internal server error' };
}

/** Rebuilds an AppError from a gRPC error (for services calling services). */
export function appErrorFromGrpc(err: unknown): AppError | undefined {
  if (!isServiceError(err)) return undefined;
  const code = err.metadata?.get('qa-error-code')?.[0];
  return typeof code === 'string' ? new AppError(code as ErrorCode, err.details) : undefined;
}
