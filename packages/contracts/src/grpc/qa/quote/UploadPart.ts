// Original file: proto/quote.proto

import type { UploadHeader as _qa_quote_UploadHeader, UploadHeader__Output as _qa_quote_UploadHeader__Output } from '../../qa/quote/UploadHeader';
import type { FileChunk as _qa_quote_FileChunk, FileChunk__Output as _qa_quote_FileChunk__Output } from '../../qa/quote/FileChunk';
import type { FormField as _qa_quote_FormField, FormField__Output as _qa_quote_FormField__Output } from '../../qa/quote/FormField';

export interface UploadPart {
  'header'?: (_qa_quote_UploadHeader | null);
  'chunk'?: (_qa_quote_FileChunk | null);
  'field'?: (_qa_quote_FormField | null);
  'part'?: "header"|"chunk"|"field";
}

export interface UploadPart__Output {
  'header'?: (_qa_quote_UploadHeader__Output | null);
  'chunk'?: (_qa_quote_FileChunk__Output | null);
  'field'?: (_qa_quote_FormField__Output | null);
  'part'?: "header"|"chunk"|"field";
}
