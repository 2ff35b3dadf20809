/**
 * The hero's picture, drawn rather than downloaded: a flight path between glowing cities over a
 * dotted globe. Inline SVG costs no request and cannot shift the layout when it arrives.
 */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 600 400" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-dots" width="14" height="14" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.4" fill="#fff" fillOpacity="0.28" />
        </pattern>
        <clipPath id="hero-globe">
          <circle cx="330" cy="230" r="190" />
        </clipPath>
      </defs>
      <circle cx="330" cy="230" r="230" fill="url(#hero-glow)" />
      <g clipPath="url(#hero-globe)">
        <rect width="600" height="400" fill="url(#hero-dots)" />
        <ellipse cx="330" cy="230" rx="190" ry="70" fill="none" stroke="#fff" strokeOpacity="0.18" />
        <ellipse cx="330" cy="230" rx="80" ry="190" fill="none" stroke="#fff" strokeOpacity="0.18" />
      </g>
      <circle cx="330" cy="230" r="190" fill="none" stroke="#fff" strokeOpacity="0.3" strokeWidth="1.5" />
      <path
        d="M150 300 C 230 120, 420 90, 500 170"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.85"
        strokeWidth="2.5"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <circle cx="150" cy="300" r="7" fill="#fff" />
      <circle cx="150" cy="300" r="16" fill="#fff" fillOpacity="0.25" />
      <circle cx="500" cy="170" r="7" fill="#fff" />
      <circle cx="500" cy="170" r="16" fill="#fff" fillOpacity="0.25" />
      {/* A plane banking along the path, pointing up and to the right. */}
      <g transform="translate(330 128) rotate(18)">
        <path
          d="M-26 0 L 20 -2 C 28 -2 32 0 32 0 C 32 0 28 2 20 2 L -26 0 Z M 2 -1 L -10 -22 L -4 -22 L 14 -1 Z M 2 1 L -10 22 L -4 22 L 14 1 Z M -22 -1 L -28 -10 L -24 -10 L -16 -1 Z M -22 1 L -28 10 L -24 10 L -16 1 Z"
          fill="#fff"
        />
      </g>
      <g fill="#fff" fillOpacity="0.9">
        <ellipse cx="92" cy="96" rx="34" ry="12" />
        <ellipse cx="116" cy="88" rx="22" ry="14" />
        <ellipse cx="520" cy="320" rx="40" ry="13" fillOpacity="0.6" />
        <ellipse cx="546" cy="311" rx="24" ry="14" fillOpacity="0.6" />
      </g>
    </svg>
  );
}
