import { WarningOutlined } from '@ant-design/icons';
import { LinkButton } from '../components/link-button';
import { StatusCard } from '../components/status-card';
import { useDocumentMeta } from '../lib/document-meta';

export function NotFoundPage() {
  useDocumentMeta('404 Page Not Found | Quote Analyzer');
  return (
    <div className="qa-not-found">
      <StatusCard
        tone="red"
        icon={<WarningOutlined />}
        title="404 Page Not Found"
        level="h1"
        testId="not-found"
      >
        <p className="qa-muted" data-testid="not-found-hint">
          Did you forget to add the page to the router? (web/src/app/router.tsx)
        </p>
        <LinkButton to="/" type="primary" size="large">
          Go to Home
        </LinkButton>
      </StatusCard>
    </div>
  );
}
