/** A toppled cairn: the 404 illustration in the brand colours. */
export function NotFoundArt() {
  return (
    <svg viewBox="0 0 240 150" width="240" height="150" aria-hidden="true">
      <ellipse cx="120" cy="132" rx="100" ry="10" fill="#e6f4f1" />
      <ellipse cx="92" cy="112" rx="46" ry="18" fill="#0f766e" />
      <ellipse cx="96" cy="80" rx="32" ry="14" fill="#14b8a6" />
      <ellipse cx="168" cy="118" rx="22" ry="11" fill="#5eead4" transform="rotate(-12 168 118)" />
      <text
        x="120"
        y="40"
        textAnchor="middle"
        fontSize="40"
        fontWeight="700"
        fill="#99c9c2"
        fontFamily="inherit"
      >
        404
      </text>
    </svg>
  );
}
