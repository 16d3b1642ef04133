import { NavLink, useLocation } from 'react-router-dom';
import { CreditCardOutlined, HistoryOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';

const ITEMS = [
  {
    to: '/',
    label: 'Dashboard',
    icon: <HomeOutlined />,
    testId: 'nav-dashboard',
    match: ['/', '/dashboard'],
  },
  {
    to: '/history',
    label: 'History',
    icon: <HistoryOutlined />,
    testId: 'nav-history',
    match: ['/history', '/analysis', '/compare'],
  },
  {
    to: '/purchase',
    label: 'Buy Credits',
    icon: <CreditCardOutlined />,
    testId: 'nav-purchase',
    match: ['/purchase', '/subscribe'],
  },
  { to: '/profile', label: 'Profile', icon: <UserOutlined />, testId: 'nav-profile', match: ['/profile'] },
];

function isActive(pathname: string, match: string[]): boolean {
  return match.some((m) => (m === '/' ? pathname === '/' : pathname === m || pathname.startsWith(`${m}/`)));
}

/** Bottom navigation for signed-in users (spec §2). */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav className="qa-bottom-nav" aria-label="Main" data-testid="bottom-nav">
      {ITEMS.map((item) => {
        const active = isActive(pathname, item.match);
        return (
          <NavLink
            key={item.to}
            to={item.to}
            className={`qa-bottom-nav__item ${active ? 'qa-bottom-nav__item--active' : ''}`}
            aria-current={active ? 'page' : undefined}
            data-testid={item.testId}
          >
            <span className="qa-bottom-nav__icon" aria-hidden>
              {item.icon}
            </span>
            <span className="qa-bottom-nav__label">{item.label}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
