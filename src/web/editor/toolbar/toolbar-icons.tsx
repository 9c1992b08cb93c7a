// Icons drawn here rather than taken from emoji: a device without an emoji font shows an emoji
// as an empty box, and these must read the same everywhere.

const ICON = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round', focusable: 'false' } as const;

/** Two chain links. */
export function LinkIcon() {
  return (
    <svg {...ICON}>
      <path d="M6.6 9.4a2.6 2.6 0 0 0 3.7 0l2.4-2.4a2.6 2.6 0 0 0-3.7-3.7l-.9.9" />
      <path d="M9.4 6.6a2.6 2.6 0 0 0-3.7 0L3.3 9a2.6 2.6 0 0 0 3.7 3.7l.9-.9" />
    </svg>
  );
}

/** A framed landscape: mountains under a sun. */
export function ImageIcon() {
  return (
    <svg {...ICON}>
      <rect x="1.8" y="2.8" width="12.4" height="10.4" rx="1.4" />
      <circle cx="5.6" cy="6.2" r="1.2" />
      <path d="M2.2 12.2l3.9-3.6 2.6 2.3 2.2-2 3 2.9" />
    </svg>
  );
}
