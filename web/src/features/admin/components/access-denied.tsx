import { StopOutlined } from '@ant-design/icons';

export function AccessDenied() {
  return (
    <div className="qa-page qa-container qa-container--narrow">
      <div className="qa-card qa-center" data-testid="admin-access-denied">
        <div className="qa-status-icon qa-status-icon--red">
          <StopOutlined />
        </div>
        <h1>Access Denied</h1>
        <p className="qa-muted">You don&apos;t have permission to access the admin dashboard.</p>
      </div>
    </div>
  );
}
