export interface Usage {
  analysisCredits: number;
  canAnalyze: boolean;
  nextFreeCreditsAt?: string | null;
  weeklyFreeCredits?: number;
}

export interface Purchase {
  id: string;
  creditsAdded: number;
  /** cents */
  amount: number;
  status: string;
  createdAt: string;
  paymentIntentId?: string;
  isTest?: boolean;
}

export interface PaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  provider?: 'stripe' | 'local-test';
}

export interface TestConfirmResult {
  status: 'succeeded' | 'failed';
  message?: string;
}
