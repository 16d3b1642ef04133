// gRPC servers and clients from the one proto tree, with deadlines, trace ids and one error mapping.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { serviceDefinitions, type ServiceName, type ServiceTypes } from '@qa/contracts';
import { currentTraceId, withTrace, type Logger } from './logger';
import { toGrpcError, AppError } from './errors';
import { grpcRequestDuration } from './metrics';
import { authorise, identityOf, requireCallers, type ServiceIdentity } from './service-identity';

export const protoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../proto');

const loaderOptions: protoLoader.Options = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [protoRoot],
};

const packageCache = new Map<string, grpc.GrpcObject>();
function loadPackage(protoFile: string): grpc.GrpcObject {
  let pkg = packageCache.get(protoFile);
  if (!pkg) {
    pkg = grpc.loadPackageDefinition(protoLoader.loadSync(protoFile, loaderOptions));
    packageCache.set(protoFile, pkg);
  }
  return pkg;
}

function lookup(pkg: grpc.GrpcObject, dotted: string): grpc.ServiceClientConstructor {
  const found = dotted.split('.').reduce<unknown>((obj, part) => (obj as Record<string, unknown>)?.[part], pkg);
  if (!found) throw new Error(`gRPC service ${dotted} not found in proto`);
  return found as grpc.ServiceClientConstructor;
}

export function serviceConstructor(name: ServiceName): grpc.ServiceClientConstructor {
  const def = serviceDefinitions[name];
  return lookup(loadPackage(def.protoFile), def.service);
}

function healthConstructor(): grpc.ServiceClientConstructor {
  return lookup(loadPackage('grpc/health/v1/health.proto'), 'grpc.health.v1.Health');
}

const TRACE_KEY = 'x-trace-id';

/**
 * Wraps an async handler: it runs with the caller's trace id, and whatever it throws becomes a gRPC status
 * through the one mapping in errors.ts.
 */
export function unary<Req, Res>(
  log: Logger,
  fn: (req: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    const traceId = call.metadata.get(TRACE_KEY)[0]?.toString();
    withTrace(traceId, () => {
      const end = grpcRequestDuration.startTimer({ method: call.getPath() });
      fn(call.request, call).then(
        (res) => {
          end({ code: 'OK' });
          callback(null, res);
        },
        (err: unknown) => {
          const status = toGrpcError(err);
          end({ code: grpc.status[status.code ?? grpc.status.INTERNAL] });
          if (!(err instanceof AppError)) log.error({ err, method: call.getPath() }, 'gRPC handler failed');
          callback(status as grpc.ServiceError);
        },
      );
    });
  };
}

/** Reads the trace id a client stream carries, for streaming handlers. */
export function traceOf(call: { metadata: grpc.Metadata }): string | undefined {
  return call.metadata.get(TRACE_KEY)[0]?.toString();
}

export interface GrpcServerHandle {
  port: number;
  setServing(serving: boolean): void;
  stop(): Promise<void>;
}

/** Serves a service's handlers to the callers its identity admits (and the health service to anyone). */
export async function startGrpcServer<N extends ServiceName>(
  name: N,
  handlers: ServiceTypes[N]['handlers'],
  address: string,
  identity: ServiceIdentity,
  log: Logger,
): Promise<GrpcServerHandle> {
  const refused = (method: string, reason: string) => log.warn({ method, reason }, 'gRPC call refused');
  const server = new grpc.Server({
    'grpc.max_receive_message_length': 16 * 1024 * 1024,
    interceptors: [requireCallers(identity, refused)],
  });
  server.addService(serviceConstructor(name).service, handlers as unknown as grpc.UntypedServiceImplementation);
  let serving = false;
  server.addService(healthConstructor().service, {
    Check: (_call: grpc.ServerUnaryCall<unknown, unknown>, cb: grpc.sendUnaryData<unknown>) =>
      cb(null, { status: serving ? 'SERVING' : 'NOT_SERVING' }),
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  return {
    port,
    setServing: (value) => {
      serving = value;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.forceShutdown(), 5000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}

type Callback<R> = (err: grpc.ServiceError | null, value?: R) => void;
// The shape of a generated client's unary method when called with metadata and options.
type UnaryFn = (req: unknown, ...rest: unknown[]) => unknown;
/** The unary methods of a generated client, as promise-returning functions. */
export type PromiseClient<C> = {
  [K in keyof C as K extends string ? (K extends Capitalize<K> ? K : never) : never]: C[K] extends (
    arg: infer A,
    cb: Callback<infer R>,
  ) => grpc.ClientUnaryCall
    ? (req: A, options?: { deadlineMs?: number }) => Promise<R>
    : never;
};

export interface ServiceClient<N extends ServiceName> {
  call: PromiseClient<ServiceTypes[N]['client']>;
  raw: ServiceTypes[N]['client'];
  /** Metadata carrying the current trace id, for streaming calls made on `raw`. */
  metadata(): grpc.Metadata;
  deadline(ms?: number): Date;
  health(): Promise<'SERVING' | 'NOT_SERVING' | 'UNREACHABLE'>;
  close(): void;
}

export interface ClientOptions {
  /** Who is calling: every call carries a token signed with its key. Without one, calls go out unauthenticated. */
  identity?: ServiceIdentity;
  deadlineMs?: number;
}

export function createClient<N extends ServiceName>(name: N, address: string, { identity, deadlineMs: defaultDeadlineMs = 10_000 }: ClientOptions = {}): ServiceClient<N> {
  const Ctor = serviceConstructor(name);
  const audience = identityOf(name);
  const channelOptions = { 'grpc.max_send_message_length': 16 * 1024 * 1024, 'grpc.max_receive_message_length': 16 * 1024 * 1024 };
  const raw = new Ctor(address, grpc.credentials.createInsecure(), channelOptions) as unknown as ServiceTypes[N]['client'];
  const healthClient = new (healthConstructor())(address, grpc.credentials.createInsecure());
  const metadata = () => {
    const md = new grpc.Metadata();
    const traceId = currentTraceId();
    if (traceId) md.set(TRACE_KEY, traceId);
    return identity ? authorise(md, identity, audience) : md;
  };
  const deadline = (ms = defaultDeadlineMs) => new Date(Date.now() + ms);
  const call = new Proxy({} as PromiseClient<ServiceTypes[N]['client']>, {
    get(_target, method: string) {
      return (req: unknown, options?: { deadlineMs?: number }) =>
        new Promise((resolve, reject) => {
          const fn = (raw as unknown as Record<string, UnaryFn>)[method];
          if (typeof fn !== 'function') return reject(new Error(`no gRPC method ${name}.${method}`));
          fn.call(raw, req, metadata(), { deadline: deadline(options?.deadlineMs) }, (err: unknown, res: unknown) =>
            err ? reject(err) : resolve(res),
          );
        });
    },
  });
  return {
    call,
    raw,
    metadata,
    deadline,
    health: () =>
      new Promise((resolve) => {
        (healthClient as unknown as { Check: UnaryFn }).Check(
          { service: '' },
          { deadline: deadline(2000) },
          (err: unknown, res: { status: string }) => resolve(err ? 'UNREACHABLE' : res.status === 'SERVING' ? 'SERVING' : 'NOT_SERVING'),
        );
      }),
    close: () => {
      (raw as unknown as grpc.Client).close();
      healthClient.close();
    },
  };
}
