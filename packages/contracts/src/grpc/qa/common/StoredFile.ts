// Original file: proto/common.proto

import type { Long } from '@grpc/proto-loader';

export interface StoredFile {
  'objectKey'?: (string);
  'fileName'?: (string);
  'mimeType'?: (string);
  'size'?: (number | string | Long);
}

export interface StoredFile__Output {
  'objectKey': (string);
  'fileName': (string);
  'mimeType': (string);
  'size': (number);
}
