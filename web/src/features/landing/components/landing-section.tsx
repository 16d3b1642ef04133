// A band of the landing page: its centred title and lead, then its content in the page's width.
import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** The title's id, which the section is labelled by. */
  titleId: string;
  title: string;
  lead: string;
  id?: string;
  tinted?: boolean;
  children: ReactNode;
}

export function LandingSection({ titleId, title, lead, id, tinted, children }: LandingSectionProps) {
  return (
    <section id={id} className={`qa-section ${tinted ? 'qa-section--tinted' : ''}`} aria-labelledby={titleId}>
      <div className="qa-container">
        <h2 id={titleId} className="qa-section__title">
          {title}
        </h2>
        <p className="qa-section__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
