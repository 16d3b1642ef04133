// Original file: proto/admin.proto


export interface ActivityLogsRequest {
  'limit'?: (number);
  'filter'?: (string);
}

export interface ActivityLogsRequest__Output {
  'limit': (number);
  'filter': (string);
}
