import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { BrandLogo } from '../../../components/brand-logo';
import { SIGN_IN_STATE } from '../../../lib/auth-mode';

export function LandingNav({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <header className="qa-landing-nav">
      <div className="qa-container qa-landing-nav__inner">
        <BrandLogo />
        <nav className="qa-landing-nav__links" aria-label="Main">
          <a
            href="#how-it-works"
            className="qa-landing-nav__link qa-hide-mobile"
            data-testid="nav-how-it-works"
          >
            How It Works
          </a>
          <Link to="/auth" state={SIGN_IN_STATE} className="qa-landing-nav__link" data-testid="nav-sign-in">
            Sign In
          </Link>
          <Button type="primary" onClick={onGetStarted} data-testid="nav-get-started">
            Get Started
          </Button>
        </nav>
      </div>
    </header>
  );
}
