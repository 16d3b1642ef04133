// Conversion events for marketing tags. Nothing here may break the sign-up flow.

export type ConversionType = 'registration' | 'purchase';

export function trackConversion(type: ConversionType, detail: Record<string, unknown> = {}): void {
  try {
    window.dispatchEvent(new CustomEvent('qa:conversion', { detail: { type, ...detail } }));
    if (typeof window.gtag === 'function') {
      window.gtag('event', type === 'registration' ? 'sign_up' : 'purchase', { method: 'email', ...detail });
    }
  } catch (error) {
    console.error('Conversion tracking failed', error);
  }
}
