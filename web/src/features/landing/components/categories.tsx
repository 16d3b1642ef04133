import type { ReactNode } from 'react';
import { LandingSection } from './landing-section';

interface Category {
  name: string;
  blurb: string;
  tint: string;
  /** The strokes of its 24x24 line icon. */
  strokes: ReactNode;
}

const CATEGORIES: Category[] = [
  {
    name: 'Roofing',
    blurb: 'Shingles, underlayment, flashing, tear-off and disposal',
    tint: 'orange',
    strokes: (
      <>
        <path d="M3 11 12 4l9 7" />
        <path d="M5 10v10h14V10" />
      </>
    ),
  },
  {
    name: 'Solar',
    blurb: 'Panels, inverters, permits, warranties and incentives',
    tint: 'yellow',
    strokes: (
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </>
    ),
  },
  {
    name: 'Kitchen',
    blurb: 'Cabinets, counters, appliances, plumbing and electrical',
    tint: 'blue',
    strokes: (
      <>
        <rect x="4" y="3" width="16" height="18" rx="2" />
        <path d="M4 10h16M8 6h.01M8 14v3" />
      </>
    ),
  },
  {
    name: 'Bathroom',
    blurb: 'Tile, waterproofing, fixtures, vanities and ventilation',
    tint: 'teal',
    strokes: (
      <>
        <path d="M4 12h16v3a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
        <path d="M6 12V5a2 2 0 0 1 4 0" />
      </>
    ),
  },
  {
    name: 'HVAC',
    blurb: 'Equipment sizing, ductwork, efficiency ratings and labor',
    tint: 'indigo',
    strokes: <path d="M12 3v18M3 12h18M6 6l12 12M18 6 6 18" />,
  },
  {
    name: 'Flooring',
    blurb: 'Materials, subfloor prep, removal, trim and transitions',
    tint: 'green',
    strokes: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="2" />
        <path d="M3 9h18M3 15h18M9 3v6M15 9v6M9 15v6" />
      </>
    ),
  },
];

export function Categories() {
  return (
    <LandingSection
      titleId="categories-title"
      title="Quotes we check"
      lead="From a new roof to a full kitchen remodel — plus anything else you type in."
    >
      <ul className="qa-list qa-categories" data-testid="landing-categories">
        {CATEGORIES.map((c) => (
          <li
            key={c.name}
            className={`qa-card qa-category qa-tint-${c.tint}`}
            data-testid={`category-${c.name.toLowerCase()}`}
          >
            <span className="qa-icon-tile qa-category__icon" aria-hidden>
              <svg
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {c.strokes}
              </svg>
            </span>
            <div>
              <h3 className="qa-category__name">{c.name}</h3>
              <p className="qa-category__blurb">{c.blurb}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
