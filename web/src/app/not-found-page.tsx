import { WarningOutlined } from '@ant-design/icons';
import { LinkButton } from '../components/link-button';
import { useDocumentMeta } from '../lib/document-meta';

export function NotFoundPage() {
  useDocumentMeta('404 Page Not Found | Quote Analyzer');
  return (
    <div className="qa-not-found">
      <div className="qa-card qa-center" data-testid="not-found">
        <div className="qa-status-icon qa-status-icon--red">
          <WarningOutlined />
        </div>
        <h1>404 Page Not Found</h1>
        <p className="qa-muted" data-testid="not-found-hint">
          Did you forget to add the page to the router? (web/src/app/router.tsx)
        </p>
        <LinkButton to="/" type="primary" size="large">
          Go to Home
        </LinkButton>
      </div>
    </div>
  );
}
