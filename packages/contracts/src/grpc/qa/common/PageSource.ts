// Original file: proto/common.proto


export interface PageSource {
  'file'?: (number);
  'page'?: (number);
  'method'?: (string);
}

export interface PageSource__Output {
  'file': (number);
  'page': (number);
  'method': (string);
}
