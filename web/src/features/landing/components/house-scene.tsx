// Decorative hero scene drawn inline (no external assets): a house, a quote document with a check.
export function HouseScene() {
  return (
    <svg
      className="qa-scene"
      viewBox="0 0 480 360"
      role="img"
      aria-label="A house next to a checked contractor quote"
    >
      <defs>
        <linearGradient id="scene-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dbeafe" />
          <stop offset="1" stopColor="#eff6ff" />
        </linearGradient>
        <linearGradient id="scene-roof" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f97316" />
          <stop offset="1" stopColor="#c2410c" />
        </linearGradient>
        <linearGradient id="scene-doc" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f1f5f9" />
        </linearGradient>
        <clipPath id="scene-clip">
          <rect x="0" y="0" width="480" height="360" rx="28" />
        </clipPath>
        <filter id="scene-shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#1e3a8a" floodOpacity="0.18" />
        </filter>
      </defs>
      <g clipPath="url(#scene-clip)">
        <rect x="0" y="0" width="480" height="360" fill="url(#scene-sky)" />
        <circle cx="392" cy="70" r="30" fill="#fde68a" />
        <path d="M0 300 Q120 270 240 292 T480 286 V360 H0Z" fill="#bbf7d0" />
        <path d="M0 318 Q140 296 260 314 T480 308 V360 H0Z" fill="#86efac" />
        {/* house */}
        <g filter="url(#scene-shadow)">
          <rect x="70" y="170" width="190" height="130" rx="6" fill="#ffffff" />
          <path d="M52 180 165 96l113 84z" fill="url(#scene-roof)" />
          <rect x="148" y="228" width="36" height="72" rx="4" fill="#1d4ed8" />
          <rect x="92" y="200" width="38" height="32" rx="4" fill="#93c5fd" />
          <rect x="202" y="200" width="38" height="32" rx="4" fill="#93c5fd" />
          <rect x="222" y="118" width="18" height="40" fill="#9a3412" />
          {/* solar panels */}
          <path d="M120 150 150 126l26 0-30 24z" fill="#1e3a8a" opacity="0.85" />
          <path d="M182 126h26l24 24h-26z" fill="#1e3a8a" opacity="0.85" />
        </g>
        {/* quote document */}
        <g filter="url(#scene-shadow)" transform="rotate(6 360 200)">
          <rect x="292" y="110" width="140" height="180" rx="12" fill="url(#scene-doc)" />
          <rect x="310" y="132" width="70" height="10" rx="5" fill="#1e293b" />
          <rect x="310" y="156" width="104" height="7" rx="3.5" fill="#cbd5e1" />
          <rect x="310" y="172" width="92" height="7" rx="3.5" fill="#cbd5e1" />
          <rect x="310" y="188" width="100" height="7" rx="3.5" fill="#fecaca" />
          <rect x="310" y="204" width="80" height="7" rx="3.5" fill="#cbd5e1" />
          <rect x="310" y="220" width="96" height="7" rx="3.5" fill="#fde68a" />
          <rect x="310" y="250" width="50" height="14" rx="7" fill="#dbeafe" />
          <circle cx="414" cy="120" r="24" fill="#16a34a" />
          <path
            d="m403 120 8 8 14-15"
            stroke="#fff"
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
        {/* magnifier */}
        <g transform="translate(250 230)">
          <circle cx="0" cy="0" r="26" fill="rgba(255,255,255,0.55)" stroke="#1d4ed8" strokeWidth="7" />
          <path d="M18 18 40 40" stroke="#1d4ed8" strokeWidth="10" strokeLinecap="round" />
        </g>
      </g>
    </svg>
  );
}
