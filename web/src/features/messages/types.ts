// Shapes of docs/api.md for the messages to contractors.

export interface ContractorMessage {
  quoteId: string;
  contractorName: string;
  /** The contractor's e-mail address when the quote gives one, else ''. */
  to: string;
  subject: string;
  body: string;
  questionCount: number;
}
