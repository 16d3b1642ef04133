import { createContext, useContext, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; 5000 by default. */
  duration?: number;
}

export interface ToastApi {
  toast: (options: ToastOptions) => number;
  dismiss: (id?: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
