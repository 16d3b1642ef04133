import { useCallback } from 'react';
import { useDocumentMeta } from '../../../lib/document-meta';
import { Categories } from '../components/categories';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LandingFooter } from '../components/landing-footer';
import { LandingNav } from '../components/landing-nav';
import { LandingUpload, UPLOAD_ANCHOR } from '../components/landing-upload';
import { TrustStrip } from '../components/trust-strip';

export const LANDING_TITLE = 'Free Contractor Quote Analyzer – AI Quote Check | Quote Analyzer';
export const LANDING_DESCRIPTION =
  'Upload a contractor quote and get a free AI check for risks, vague terms, missing scope and pricing issues, a clarity score out of 10 and questions to ask your contractor.';

/** The landing page signed-out visitors see on every protected path (spec §2). */
export function LandingPage() {
  useDocumentMeta(LANDING_TITLE, LANDING_DESCRIPTION);

  const scrollToUpload = useCallback(() => {
    const target = document.getElementById(UPLOAD_ANCHOR);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.setTimeout(
      () =>
        target
          ?.querySelector<HTMLButtonElement>('[data-testid="choose-files-button"]')
          ?.focus({ preventScroll: true }),
      400,
    );
  }, []);

  return (
    <div className="qa-landing" data-testid="landing-page">
      <LandingNav onGetStarted={scrollToUpload} />
      <main>
        <Hero onStart={scrollToUpload} />
        <LandingUpload />
        <TrustStrip />
        <Categories />
        <HowItWorks />
      </main>
      <LandingFooter />
    </div>
  );
}
