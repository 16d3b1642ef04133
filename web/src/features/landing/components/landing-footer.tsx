import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo';
import { SIGN_IN_STATE } from '../../../lib/auth-mode';

export function LandingFooter() {
  return (
    <footer className="qa-footer">
      <div className="qa-container qa-footer__inner">
        <div className="qa-footer__brand">
          <BrandLogo light />
          <p>
            AI-powered checks of contractor quotes for homeowners. Compare with confidence before you sign.
          </p>
        </div>
        <nav className="qa-footer__links" aria-label="Footer">
          <a href="#how-it-works">How It Works</a>
          <a href="#analyze">Analyze a Quote</a>
          <Link to="/auth" state={SIGN_IN_STATE}>
            Sign In
          </Link>
        </nav>
      </div>
      <div className="qa-container qa-footer__legal">
        <p>
          © {new Date().getFullYear()} Quote Analyzer. Our analysis is informational and not legal, financial
          or engineering advice.
        </p>
      </div>
    </footer>
  );
}
