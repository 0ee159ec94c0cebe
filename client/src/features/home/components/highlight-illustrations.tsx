import type { ComponentType, ReactNode } from 'react';

import type { Highlight } from './highlights';

// Drawn stand-ins for the product, one per highlight card, in the hero illustration's style.

type IllustrationProps = { label: string };

function Canvas({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <svg className="highlight-illustration" viewBox="0 0 480 360" role="img" aria-label={label} focusable="false">
      <defs>
        <pattern id={id} width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="var(--color-canvas-dot)" />
        </pattern>
      </defs>
      <rect x="0" y="0" width="480" height="360" rx="20" fill="var(--color-canvas)" />
      <rect x="0" y="0" width="480" height="360" rx="20" fill={`url(#${id})`} />
      {children}
    </svg>
  );
}

function Coin({ x, y, r = 10 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#fbbf24" />
      <circle cx={x} cy={y} r={r * 0.6} fill="none" stroke="#b45309" strokeWidth="1.5" />
    </g>
  );
}

// The designer panel: the cost before sending, and a result that waits for Accept or Discard.
function FairPricingIllustration({ label }: IllustrationProps) {
  return (
    <Canvas id="highlight-dots-pricing" label={label}>
      {/* The panel sits left of centre so the ledger floats beside it, clear of Accept and Discard. */}
      <g transform="translate(-24 0)">
        <rect x="64" y="32" width="264" height="296" rx="16" fill="#fff" stroke="var(--color-border)" />
        <rect x="84" y="52" width="186" height="40" rx="10" fill="var(--color-surface-muted)" />
        <rect x="98" y="68" width="120" height="8" rx="4" fill="var(--color-text-muted)" opacity="0.5" />
        <circle cx="292" cy="72" r="16" fill="var(--color-accent)" />
        <path d="M285 72h13M292 65l7 7-7 7" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
        <rect x="84" y="104" width="92" height="26" rx="13" fill="#fef3c7" />
        <Coin x={100} y={117} r={8} />
        <text x="116" y="122" fontSize="14" fontWeight="700" fill="#92400e">
          0.5
        </text>
        <rect x="84" y="144" width="224" height="120" rx="12" fill="var(--color-surface-muted)" />
        <rect x="100" y="160" width="192" height="44" rx="8" fill="var(--color-accent)" opacity="0.9" />
        <rect x="112" y="174" width="80" height="8" rx="4" fill="#fff" />
        <rect x="112" y="188" width="112" height="6" rx="3" fill="#fff" opacity="0.7" />
        <rect x="100" y="214" width="90" height="36" rx="8" fill="#fff" />
        <rect x="202" y="214" width="90" height="36" rx="8" fill="#fff" />
        <rect x="84" y="280" width="108" height="32" rx="16" fill="var(--color-accent)" />
        <path d="M124 296l6 6 12-13" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <rect x="200" y="280" width="108" height="32" rx="16" fill="#fff" stroke="var(--color-border-strong)" />
        <path
          d="M246 288l16 16M262 288l-16 16"
          stroke="var(--color-text-muted)"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </g>
      <g className="highlight-illustration__float">
        <rect x="300" y="116" width="156" height="128" rx="14" fill="#fff" stroke="var(--color-border)" />
        <Coin x={324} y={144} />
        <rect x="344" y="139" width="64" height="10" rx="5" fill="var(--color-text-muted)" opacity="0.4" />
        <circle cx="430" cy="144" r="9" fill="var(--color-accent-soft)" />
        <path d="M426 144l3 3 5-6" stroke="var(--color-accent)" strokeWidth="2" fill="none" strokeLinecap="round" />
        <circle cx="324" cy="180" r="10" fill="var(--color-surface-muted)" />
        <rect x="344" y="175" width="64" height="10" rx="5" fill="var(--color-text-muted)" opacity="0.25" />
        <text x="424" y="185" fontSize="14" fontWeight="700" fill="var(--color-success)">
          0
        </text>
        <circle cx="324" cy="216" r="10" fill="var(--color-surface-muted)" />
        <rect x="344" y="211" width="64" height="10" rx="5" fill="var(--color-text-muted)" opacity="0.25" />
        <text x="424" y="221" fontSize="14" fontWeight="700" fill="var(--color-success)">
          0
        </text>
      </g>
    </Canvas>
  );
}

// Layers, a selected layer on the canvas, and its properties.
function FullyEditableIllustration({ label }: IllustrationProps) {
  return (
    <Canvas id="highlight-dots-editable" label={label}>
      <rect x="24" y="40" width="104" height="280" rx="14" fill="#fff" stroke="var(--color-border)" />
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <g key={row}>
          {row === 2 && <rect x="32" y={56 + row * 30} width="88" height="24" rx="6" fill="var(--color-accent-soft)" />}
          <rect
            x={40 + (row % 3 === 0 ? 0 : 10)}
            y={64 + row * 30}
            width="10"
            height="8"
            rx="2"
            fill="var(--color-border-strong)"
          />
          <rect
            x={56 + (row % 3 === 0 ? 0 : 10)}
            y={64 + row * 30}
            width={row % 2 === 0 ? 44 : 34}
            height="8"
            rx="4"
            fill={row === 2 ? 'var(--color-accent)' : 'var(--color-text-muted)'}
            opacity={row === 2 ? 1 : 0.4}
          />
        </g>
      ))}
      <rect x="148" y="40" width="176" height="280" rx="14" fill="#fff" stroke="var(--color-border)" />
      <rect x="164" y="58" width="60" height="10" rx="5" fill="var(--color-text)" />
      <rect x="164" y="84" width="144" height="72" rx="10" fill="var(--color-surface-muted)" />
      <rect x="164" y="172" width="112" height="14" rx="7" fill="var(--color-text)" />
      <rect x="164" y="194" width="144" height="8" rx="4" fill="var(--color-text-muted)" opacity="0.4" />
      <rect x="164" y="208" width="120" height="8" rx="4" fill="var(--color-text-muted)" opacity="0.4" />
      <rect x="164" y="236" width="144" height="36" rx="10" fill="#ec4899" />
      <rect x="206" y="250" width="60" height="8" rx="4" fill="#fff" />
      <g fill="none" stroke="var(--color-accent)" strokeWidth="1.5">
        <rect x="160" y="232" width="152" height="44" rx="12" />
      </g>
      <g fill="#fff" stroke="var(--color-accent)" strokeWidth="1.5">
        <rect x="156" y="228" width="8" height="8" rx="2" />
        <rect x="308" y="228" width="8" height="8" rx="2" />
        <rect x="156" y="272" width="8" height="8" rx="2" />
        <rect x="308" y="272" width="8" height="8" rx="2" />
      </g>
      <g className="highlight-illustration__float">
        <rect x="336" y="40" width="120" height="280" rx="14" fill="#fff" stroke="var(--color-border)" />
        <rect x="350" y="58" width="48" height="8" rx="4" fill="var(--color-text-muted)" opacity="0.5" />
        {['#ec4899', '#4f46e5', '#16a34a', '#f59e0b'].map((colour, index) => (
          <rect
            key={colour}
            x={350 + index * 24}
            y="76"
            width="18"
            height="18"
            rx="5"
            fill={colour}
            stroke={index === 0 ? 'var(--color-text)' : 'none'}
            strokeWidth="2"
          />
        ))}
        <rect x="350" y="114" width="40" height="8" rx="4" fill="var(--color-text-muted)" opacity="0.5" />
        <rect x="350" y="132" width="92" height="4" rx="2" fill="var(--color-surface-muted)" />
        <rect x="350" y="132" width="56" height="4" rx="2" fill="var(--color-accent)" />
        <circle cx="406" cy="134" r="7" fill="#fff" stroke="var(--color-accent)" strokeWidth="2" />
        <rect x="350" y="158" width="52" height="8" rx="4" fill="var(--color-text-muted)" opacity="0.5" />
        <rect x="350" y="176" width="42" height="26" rx="6" fill="var(--color-surface-muted)" />
        <rect x="400" y="176" width="42" height="26" rx="6" fill="var(--color-surface-muted)" />
        <rect x="350" y="222" width="36" height="8" rx="4" fill="var(--color-text-muted)" opacity="0.5" />
        <rect x="350" y="240" width="92" height="26" rx="6" fill="var(--color-surface-muted)" />
        <circle cx="380" cy="292" r="14" fill="var(--color-accent-soft)" />
        <path
          d="M373 292a8 8 0 1 1 3 6M373 292v-6M373 292h6"
          stroke="var(--color-accent)"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="414" cy="292" r="14" fill="var(--color-surface-muted)" />
        <path
          d="M421 292a8 8 0 1 0 -3 6M421 292v-6M421 292h-6"
          stroke="var(--color-text-muted)"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </Canvas>
  );
}

// Figma's tool keys, and a frame in auto layout: spacing between children, fill and fit content.
function FigmaIntegrationIllustration({ label }: IllustrationProps) {
  return (
    <Canvas id="highlight-dots-figma" label={label}>
      <g className="highlight-illustration__float">
        <rect x="120" y="24" width="240" height="48" rx="14" fill="#fff" stroke="var(--color-border)" />
        {['F', 'R', 'O', 'T', 'L'].map((key, index) => (
          <g key={key}>
            <rect
              x={136 + index * 44}
              y="34"
              width="32"
              height="28"
              rx="7"
              fill={index === 0 ? 'var(--color-accent)' : 'var(--color-surface-muted)'}
            />
            <text
              x={152 + index * 44}
              y="53"
              textAnchor="middle"
              fontSize="14"
              fontWeight="700"
              fill={index === 0 ? '#fff' : 'var(--color-text)'}
            >
              {key}
            </text>
          </g>
        ))}
      </g>
      <rect x="112" y="96" width="256" height="236" rx="16" fill="#fff" stroke="var(--color-border)" />
      <g fill="none" stroke="var(--color-accent)" strokeWidth="1.5" strokeDasharray="4 3">
        <rect x="132" y="116" width="216" height="196" rx="10" />
      </g>
      <rect x="144" y="128" width="192" height="48" rx="10" fill="var(--color-accent)" opacity="0.9" />
      <rect x="160" y="146" width="80" height="10" rx="5" fill="#fff" />
      <rect x="144" y="196" width="192" height="40" rx="10" fill="var(--color-surface-muted)" />
      <rect x="144" y="256" width="86" height="40" rx="10" fill="var(--color-surface-muted)" />
      {/* Spacing between the children, as Figma marks it. */}
      <g fill="#f43f5e" opacity="0.85">
        <rect x="176" y="178" width="32" height="16" rx="3" opacity="0.25" />
        <rect x="176" y="238" width="32" height="16" rx="3" opacity="0.25" />
      </g>
      <g stroke="#f43f5e" strokeWidth="1.5">
        <path d="M192 180v12M192 240v12" />
      </g>
      {/* Fill container: an arrow to both edges; fit content: brackets hugging the box. */}
      <g stroke="var(--color-accent)" strokeWidth="1.5" fill="none" strokeLinecap="round">
        <path d="M150 216h180M156 211l-6 5 6 5M324 211l6 5-6 5" />
        <path d="M138 264v-14h14M236 264v-14h-14M138 288v14h14M236 288v14h-14" />
      </g>
      <g className="highlight-illustration__float">
        <rect x="384" y="140" width="80" height="108" rx="12" fill="#fff" stroke="var(--color-border)" />
        <rect x="396" y="154" width="56" height="20" rx="6" fill="var(--color-accent-soft)" />
        <path
          d="M402 164h44M406 160l-4 4 4 4M442 160l4 4-4 4"
          stroke="var(--color-accent)"
          strokeWidth="1.5"
          fill="none"
        />
        <rect x="396" y="184" width="56" height="20" rx="6" fill="var(--color-surface-muted)" />
        <path d="M410 188v12M438 188v12M414 194h20" stroke="var(--color-text-muted)" strokeWidth="1.5" fill="none" />
        <rect x="396" y="214" width="56" height="20" rx="6" fill="var(--color-surface-muted)" />
        <rect
          x="410"
          y="219"
          width="28"
          height="10"
          rx="2"
          fill="none"
          stroke="var(--color-text-muted)"
          strokeWidth="1.5"
        />
      </g>
    </Canvas>
  );
}

export const HIGHLIGHT_ILLUSTRATIONS: Record<Highlight, ComponentType<IllustrationProps>> = {
  fairPricing: FairPricingIllustration,
  fullyEditable: FullyEditableIllustration,
  figmaIntegration: FigmaIntegrationIllustration,
};
