// A drawn stand-in for the editor: a prompt, a generated screen on a canvas, export tags.
export function CanvasIllustration() {
  return (
    <svg className="canvas-illustration" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="canvas-dots" width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="var(--color-canvas-dot)" />
        </pattern>
      </defs>
      <rect x="0" y="0" width="480" height="360" rx="20" fill="var(--color-canvas)" />
      <rect x="0" y="0" width="480" height="360" rx="20" fill="url(#canvas-dots)" />
      <g>
        <rect x="140" y="40" width="200" height="280" rx="16" fill="#fff" stroke="var(--color-border)" />
        <rect x="158" y="60" width="72" height="10" rx="5" fill="var(--color-text)" />
        <rect x="296" y="58" width="26" height="14" rx="7" fill="var(--color-accent-soft)" />
        <rect x="158" y="86" width="164" height="84" rx="10" fill="var(--color-accent)" opacity="0.9" />
        <rect x="172" y="104" width="90" height="10" rx="5" fill="#fff" />
        <rect x="172" y="122" width="120" height="8" rx="4" fill="#fff" opacity="0.7" />
        <rect x="172" y="144" width="54" height="14" rx="7" fill="#fff" />
        <rect x="158" y="184" width="78" height="58" rx="10" fill="var(--color-surface-muted)" />
        <rect x="244" y="184" width="78" height="58" rx="10" fill="var(--color-surface-muted)" />
        <rect x="158" y="256" width="164" height="10" rx="5" fill="var(--color-surface-muted)" />
        <rect x="158" y="274" width="120" height="10" rx="5" fill="var(--color-surface-muted)" />
      </g>
      {/* Selection frame with handles, as on the canvas. */}
      <g fill="none" stroke="var(--color-accent)" strokeWidth="1.5">
        <rect x="154" y="82" width="172" height="92" rx="12" strokeDasharray="4 3" />
      </g>
      <g fill="#fff" stroke="var(--color-accent)" strokeWidth="1.5">
        <rect x="150" y="78" width="8" height="8" rx="2" />
        <rect x="322" y="78" width="8" height="8" rx="2" />
        <rect x="150" y="170" width="8" height="8" rx="2" />
        <rect x="322" y="170" width="8" height="8" rx="2" />
      </g>
      <g className="canvas-illustration__float">
        <rect x="24" y="36" width="150" height="56" rx="14" fill="#fff" stroke="var(--color-border)" />
        <circle cx="46" cy="64" r="10" fill="var(--color-accent-soft)" />
        <path d="M42 64l3 3 5-6" stroke="var(--color-accent)" strokeWidth="2" fill="none" strokeLinecap="round" />
        <rect x="64" y="54" width="92" height="8" rx="4" fill="var(--color-text-muted)" opacity="0.5" />
        <rect x="64" y="68" width="64" height="8" rx="4" fill="var(--color-text-muted)" opacity="0.3" />
      </g>
      <g className="canvas-illustration__float">
        <rect x="326" y="262" width="130" height="66" rx="14" fill="#fff" stroke="var(--color-border)" />
        <rect x="340" y="278" width="44" height="16" rx="8" fill="var(--color-accent-soft)" />
        <rect x="390" y="278" width="52" height="16" rx="8" fill="var(--color-surface-muted)" />
        <rect x="340" y="300" width="58" height="16" rx="8" fill="var(--color-surface-muted)" />
        <rect x="404" y="300" width="38" height="16" rx="8" fill="var(--color-accent-soft)" />
      </g>
    </svg>
  );
}
