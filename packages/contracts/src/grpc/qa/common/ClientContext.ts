// Original file: proto/common.proto


export interface ClientContext {
  'ip'?: (string);
  'visitorId'?: (string);
  'userAgent'?: (string);
}

export interface ClientContext__Output {
  'ip': (string);
  'visitorId': (string);
  'userAgent': (string);
}
