// The one error mapping: a database out of reach for the moment is UNAVAILABLE (HTTP 503, "try again"), not an
// internal error. Found by `npm run chaos` (database-restarted): usage reads during the restart answered 500.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import mongoose from 'mongoose';
import { AppError, httpFromGrpc, isTransient, toGrpcError } from '@qa/platform';

const { MongoNetworkError } = mongoose.mongo;

/** What Node raises for a write on a socket the server already closed (the MongoDB driver passes it on as is). */
function writeAfterFin(): Error {
  return Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' });
}

test('connection errors are transient; errors about the request or the code are not', () => {
  assert.equal(isTransient(new MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017')), true);
  assert.equal(isTransient(writeAfterFin()), true);
  assert.equal(isTransient(new Error('wrapped', { cause: writeAfterFin() })), true);
  assert.equal(isTransient(new Error('projection exploded')), false);
  assert.equal(isTransient(Object.assign(new Error('E11000 duplicate key'), { code: 11000 })), false);
  assert.equal(isTransient(new AppError('invalid_argument', 'Please select a project type.')), false);
});

test('a database out of reach becomes 503 "try again" at the gateway, an unknown error 500', () => {
  for (const err of [new MongoNetworkError('connect ECONNREFUSED'), writeAfterFin()]) {
    const grpc = toGrpcError(err);
    assert.equal(grpc.code, status.UNAVAILABLE);
    assert.deepEqual(httpFromGrpc({ ...grpc, metadata: {} }), { status: 503, message: 'Service temporarily unavailable. Please try again.' });
  }
  assert.equal(toGrpcError(new Error('boom')).code, status.INTERNAL);
});
