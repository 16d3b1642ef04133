// What the product offers that more than one process states: the quote service checks uploads against these
// formats and billing charges for this pack, while the gateway hands both to the web app (GET /api/config), which
// shows them and checks a file before sending it. Stated once here so that no one keeps a copy.

/** The file formats a quote may be uploaded in; the first declared type is the one the content proves. */
export const uploadFormats = [
  { label: 'PDF', extensions: ['.pdf'], declaredTypes: ['application/pdf', 'application/x-pdf'] },
  { label: 'PNG', extensions: ['.png'], declaredTypes: ['image/png', 'image/x-png'] },
  { label: 'JPG', extensions: ['.jpg', '.jpeg'], declaredTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
] as const;
export type UploadFormat = (typeof uploadFormats)[number];

/** The credit pack: 20 credits for $49, paid once by card. */
export const CREDIT_PACK = { credits: 20, amountCents: 4900, currency: 'usd' } as const;
