import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { ScrollToTop } from './scroll-to-top';

export function App() {
  return (
    <AppProviders>
      <ScrollToTop />
      <AppRoutes />
    </AppProviders>
  );
}
