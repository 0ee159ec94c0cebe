// The favicon's mark, drawn inline so it follows the text colour scheme.
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
      <rect x="8" y="8" width="16" height="16" rx="3" fill="none" stroke="#fff" strokeWidth="2.5" />
      <rect x="13" y="13" width="6" height="6" rx="1.5" fill="#fff" />
    </svg>
  );
}
