import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { queryClient } from '../lib/query-client';
import { ToastProvider } from '../components/toast/toast-provider';

const theme = {
  token: {
    colorPrimary: '#2563eb',
    colorInfo: '#2563eb',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    borderRadius: 10,
    fontFamily:
      "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorTextBase: '#0f172a',
  },
  components: {
    Button: { controlHeightLG: 48, fontWeight: 600 },
    Input: { controlHeightLG: 48 },
    // The one divider, "or continue with email" on the sign-in card: small and quiet.
    Divider: { margin: 18, fontSize: 13, colorText: '#94a3b8' },
  },
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={enUS} tooltip={{ mouseEnterDelay: 0.7 }}>
        <AntApp component={false}>
          <ToastProvider>
            <BrowserRouter>{children}</BrowserRouter>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
