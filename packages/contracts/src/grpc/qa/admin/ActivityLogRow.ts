// Original file: proto/admin.proto

import type { Long } from '@grpc/proto-loader';

export interface ActivityLogRow {
  'id'?: (string);
  'createdAt'?: (string);
  'userEmail'?: (string);
  'projectType'?: (string);
  'ipAddress'?: (string);
  'fileSize'?: (number | string | Long);
  'fileCount'?: (number);
  'uploadType'?: (string);
  'success'?: (boolean);
  '_fileSize'?: "fileSize";
}

export interface ActivityLogRow__Output {
  'id': (string);
  'createdAt': (string);
  'userEmail': (string);
  'projectType': (string);
  'ipAddress': (string);
  'fileSize'?: (number);
  'fileCount': (number);
  'uploadType': (string);
  'success': (boolean);
  '_fileSize'?: "fileSize";
}
