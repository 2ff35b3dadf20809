const TEXT = { fontFamily: 'system-ui, sans-serif', letterSpacing: 0.5 } as const;

/**
 * The footer's accreditation mark, drawn inline: no third-party image to fetch, and it takes the
 * brand's primary colour. A generic seal, not a reproduction of anyone's trademark.
 */
export function AccreditationBadge({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 168 56" role="img" aria-label="IATA accredited travel agent since 2022" className={className}>
      <rect
        x="0.75"
        y="0.75"
        width="166.5"
        height="54.5"
        rx="10"
        fill="#ffffff"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <g transform="translate(28 28)" fill="none" stroke="#ffffff" strokeWidth="1.2">
        <circle r="19" fill="var(--primary)" stroke="none" />
        <circle r="14.5" />
        <ellipse rx="6.5" ry="14.5" />
        <path d="M-14.5 0H14.5M-12.5 -7H12.5M-12.5 7H12.5" />
      </g>
      <text x="56" y="23" fill="#0f172a" fontSize="16" fontWeight="800" {...TEXT} letterSpacing="2">
        IATA
      </text>
      <text x="56" y="35" fill="#475569" fontSize="8.5" fontWeight="700" {...TEXT}>
        ACCREDITED AGENT
      </text>
      <text x="56" y="46" fill="#475569" fontSize="8.5" fontWeight="500" {...TEXT}>
        SINCE 2022
      </text>
    </svg>
  );
}
