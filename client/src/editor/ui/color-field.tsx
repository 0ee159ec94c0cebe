import { useEffect, useRef, useState } from 'react';

import { IconButton } from '@client/editor/ui/controls';
import { useEditor } from '@client/editor/ui/editor-context';

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
  const editor = useEditor();
  const [draft, setDraft] = useState<string | null>(null);
  const swatch = useRef<HTMLInputElement>(null);
  const dragging = useRef(false);
  const Dropper = eyeDropper();
  const commit = (text: string) => {
    setDraft(null);
    const m = HEX.exec(text.trim());
    const color = m && `#${m[1].toLowerCase()}`;
    // Leaving the field unchanged is no edit (no empty undo step).
    if (color && color !== value.toLowerCase()) onCommit(color);
  };
  // A drag in the browser's picker sends many inputs and one change at its end: one undo step.
  const endDrag = () => {
    if (!dragging.current) return;
    dragging.current = false;
    editor.endGesture();
  };
  useEffect(() => {
    const el = swatch.current;
    el?.addEventListener('change', endDrag);
    return () => el?.removeEventListener('change', endDrag);
  });
  return (
    <div className="editor-color">
      <input
        ref={swatch}
        type="color"
        aria-label={label}
        value={value.slice(0, 7)}
        onChange={(e) => {
          if (e.target.value === value.slice(0, 7).toLowerCase()) return;
          if (!dragging.current) {
            dragging.current = true;
            editor.beginGesture(label);
          }
          onCommit(e.target.value);
        }}
        onBlur={endDrag}
      />
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
