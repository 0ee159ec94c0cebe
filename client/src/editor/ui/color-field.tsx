import { useState } from 'react';

import { IconButton } from '@client/editor/ui/controls';

type EyeDropperResult = { sRGBHex: string };
type EyeDropperConstructor = new () => { open(): Promise<EyeDropperResult> };

/** The browser's EyeDropper exists only in some browsers and only over a secure connection (spec §5). */
export function eyeDropper(): EyeDropperConstructor | undefined {
  const w = globalThis as typeof globalThis & { EyeDropper?: EyeDropperConstructor };
  return w.isSecureContext && w.EyeDropper ? w.EyeDropper : undefined;
}

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{8})$/i;

type ColorFieldProps = {
  label: string;
  hexLabel: string;
  pickLabel: string;
  value: string;
  onCommit(color: string): void;
};

/** A colour swatch (the browser's picker), its hex text and, where available, the eyedropper. */
export function ColorField({ label, hexLabel, pickLabel, value, onCommit }: ColorFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const Dropper = eyeDropper();
  const commit = (text: string) => {
    setDraft(null);
    const m = HEX.exec(text.trim());
    if (m) onCommit(`#${m[1].toLowerCase()}`);
  };
  return (
    <div className="editor-color">
      <input type="color" aria-label={label} value={value.slice(0, 7)} onChange={(e) => onCommit(e.target.value)} />
      <input
        aria-label={hexLabel}
        className="editor-hex"
        value={draft ?? value}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
      />
      {Dropper && (
        <IconButton
          icon="eyedropper"
          label={pickLabel}
          onClick={() => {
            void new Dropper()
              .open()
              .then((r) => onCommit(r.sRGBHex.toLowerCase()))
              .catch(() => undefined);
          }}
        />
      )}
    </div>
  );
}
