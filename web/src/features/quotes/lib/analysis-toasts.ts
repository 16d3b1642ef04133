// The toast that says an analysis is ready: shown by the upload screen when the result came while it waited, or by
// the detail page when an analysis it showed running settles.
import type { ToastOptions } from '../../../components/toast/toast-context';

export const ANALYSIS_COMPLETE_TOAST: ToastOptions = {
  title: 'Analysis Complete',
  description: 'Your quote analysis is ready.',
  variant: 'success',
};
