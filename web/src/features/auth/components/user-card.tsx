import { Avatar } from 'antd';
import { displayName, formatDate, initials } from '../../../lib/format';
import type { User } from '../types';

export function UserCard({ user }: { user: User }) {
  return (
    <section className="qa-card qa-user-card" data-testid="profile-user-card">
      <Avatar size={64} src={user.profileImageUrl || undefined} className="qa-user-card__avatar">
        {initials(user)}
      </Avatar>
      <div className="qa-user-card__body">
        <h1 className="qa-user-card__name" data-testid="profile-name">
          {displayName(user)}
        </h1>
        <p className="qa-muted" data-testid="profile-email">
          {user.email}
        </p>
        {user.createdAt && <p className="qa-muted qa-small">Member since {formatDate(user.createdAt)}</p>}
      </div>
    </section>
  );
}
