import { Link } from 'react-router-dom';

/** The Quote Analyzer mark: a house with a check. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <defs>
        <linearGradient id="qa-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#qa-mark)" />
      <path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" fill="#fff" />
      <path
        d="m24 37 6 6 11-12"
        stroke="#16a34a"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandLogo({ to = '/', light = false }: { to?: string; light?: boolean }) {
  return (
    <Link to={to} className={`qa-brand ${light ? 'qa-brand--light' : ''}`} aria-label="Quote Analyzer home">
      <BrandMark />
      <span className="qa-brand__name">Quote Analyzer</span>
    </Link>
  );
}
