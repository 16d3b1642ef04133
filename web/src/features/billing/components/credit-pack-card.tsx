import type { ReactNode } from 'react';
import { CheckCircleFilled, StarFilled } from '@ant-design/icons';
import { useCreditPack } from '../api';

/** The one credit pack (spec §9: 20 analyses for $49 USD), as billing sells it. */
export function CreditPackCard({ children }: { children: ReactNode }) {
  const pack = useCreditPack();
  const features = [
    pack ? `${pack.credits} comprehensive quote analyses` : 'Comprehensive quote analyses',
    'AI-powered risk assessment',
    'Detailed PDF reports',
    'Credits never expire',
  ];
  return (
    <div className="qa-card qa-pack" data-testid="credit-pack-card">
      <div className="qa-pack__ribbon">
        <StarFilled aria-hidden /> Best for comparing quotes
      </div>
      <div className="qa-pack__head">
        <h2 className="qa-pack__title">{pack?.credits} Analysis Credits</h2>
        <div className="qa-pack__price">
          <span className="qa-pack__amount">{pack?.price}</span> <span className="qa-pack__currency">USD</span>
        </div>
        <p className="qa-muted qa-pack__blurb" data-testid="credit-pack-price">
          {pack?.price} USD · one-time payment. Check every quote you get — and the next project&apos;s too.
        </p>
      </div>
      <ul className="qa-list qa-pack__features">
        {features.map((f) => (
          <li key={f}>
            <CheckCircleFilled aria-hidden /> {f}
          </li>
        ))}
      </ul>
      <div className="qa-pack__action">{children}</div>
    </div>
  );
}
