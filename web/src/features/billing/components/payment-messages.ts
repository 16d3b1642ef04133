// Payment messages of spec §8.
export const PAYMENT_MESSAGES = {
  notReady: 'Payment system not ready. Please wait and try again.',
  checkDetails: 'Please check your payment details and try again.',
  failedTitle: 'Payment Failed',
  failedFallback: 'Payment could not be processed',
  errorTitle: 'Payment Error',
  errorFallback: 'Payment could not be processed. Please try again.',
  successTitle: 'Payment Successful!',
  creditsAdded: (credits: number) => `${credits} credits have been added to your account.`,
} as const;
