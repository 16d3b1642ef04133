import { StopOutlined } from '@ant-design/icons';
import { StatusCard } from '../../../components/status-card';

export function AccessDenied() {
  return (
    <div className="qa-page qa-container qa-container--narrow">
      <StatusCard
        tone="red"
        icon={<StopOutlined />}
        title="Access Denied"
        level="h1"
        testId="admin-access-denied"
      >
        <p className="qa-muted">You don&apos;t have permission to access the admin dashboard.</p>
      </StatusCard>
    </div>
  );
}
