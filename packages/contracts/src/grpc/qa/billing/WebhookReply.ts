// Original file: proto/billing.proto


export interface WebhookReply {
  'received'?: (boolean);
  'outcome'?: (string);
}

export interface WebhookReply__Output {
  'received': (boolean);
  'outcome': (string);
}
