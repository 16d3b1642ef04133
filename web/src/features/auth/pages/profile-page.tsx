// /profile (spec §2): user card, credits, sign out, purchase history, about.
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useUsage } from '../../billing/api';
import { CreditsBar, CreditsCard, PurchaseHistory } from '../../billing';
import { LinkButton } from '../../../components/link-button';
import { useLogout, useUser } from '../api';
import { UserCard } from '../components/user-card';

export const APP_VERSION = '1.0.0';
export const LAST_UPDATED = 'July 2025';

export function ProfilePage() {
  const { user } = useUser();
  const usage = useUsage(Boolean(user));
  const logout = useLogout();
  const navigate = useNavigate();
  useDocumentMeta('Your Profile | Quote Analyzer');

  if (!user) return null;
  const credits = usage.data?.analysisCredits ?? 0;

  return (
    <div className="qa-page qa-container qa-container--narrow" data-testid="profile-page">
      <UserCard user={user} />
      <CreditsCard credits={credits} testId="profile-credits" countTestId="profile-credit-count">
        <CreditsBar credits={credits} />
        <LinkButton to="/purchase" type="primary" size="large" block data-testid="profile-buy-credits">
          Buy Analysis Credits
        </LinkButton>
      </CreditsCard>
      <Button
        size="large"
        block
        danger
        icon={<LogoutOutlined />}
        loading={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/') })}
        data-testid="sign-out-button"
      >
        Sign Out
      </Button>
      <PurchaseHistory />
      <section className="qa-card qa-about" data-testid="about-block">
        <h2 className="qa-subtitle">About</h2>
        <dl>
          <div>
            <dt>App</dt>
            <dd>Quote Analyzer</dd>
          </div>
          <div>
            <dt>Version</dt>
            <dd data-testid="about-version">{APP_VERSION}</dd>
          </div>
          <div>
            <dt>Last updated</dt>
            <dd>{LAST_UPDATED}</dd>
          </div>
        </dl>
        <p className="qa-muted qa-small">
          AI checks of contractor quotes for homeowners. Informational only.
        </p>
      </section>
    </div>
  );
}
