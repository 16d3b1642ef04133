// The client-streaming counterpart of the platform's unary(): runs with the caller's trace id, hands the handler
// the stream's parts, and turns whatever it throws into a gRPC status through the one mapping in errors.ts.
import * as grpc from '@grpc/grpc-js';
import { AppError, grpcRequestDuration, isServiceError, toGrpcError, traceOf, withTrace, type Logger } from '@qa/platform';

export function clientStream<Req, Res>(log: Logger, fn: (parts: AsyncIterator<Req>) => Promise<Res>): grpc.handleClientStreamingCall<Req, Res> {
  return (call, callback) => {
    withTrace(traceOf(call), () => {
      const end = grpcRequestDuration.startTimer({ method: call.getPath() });
      fn(call[Symbol.asyncIterator]()).then(
        (res) => {
          end({ code: 'OK' });
          callback(null, res);
        },
        (err: unknown) => {
          const status = toGrpcError(err);
          end({ code: grpc.status[status.code ?? grpc.status.INTERNAL] });
          if (call.cancelled) log.info({ method: call.getPath() }, 'upload cancelled by the caller');
          else if (!(err instanceof AppError) && !isServiceError(err)) log.error({ err, method: call.getPath() }, 'gRPC handler failed');
          callback(status as grpc.ServiceError);
        },
      );
    });
  };
}
