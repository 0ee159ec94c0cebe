import { useState, type ReactNode } from 'react';

import { UI_ICONS, type UiIconName } from '@client/editor/ui/ui-icons';

export function UiIcon({ name }: { name: UiIconName }) {
  return <span className="ui-icon" aria-hidden dangerouslySetInnerHTML={{ __html: UI_ICONS[name] }} />;
}

type IconButtonProps = {
  icon: UiIconName;
  label: string;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
  /** Why it is disabled, shown as its tooltip. */
  reason?: string;
  shortcut?: string;
};

/** A square tool button: its accessible name is the spec's wording, the tooltip adds the shortcut. */
export function IconButton({ icon, label, onClick, disabled, pressed, reason, shortcut }: IconButtonProps) {
  const title = disabled && reason ? reason : shortcut ? `${label} (${shortcut})` : label;
  return (
    <button
      type="button"
      className="editor-icon-button"
      aria-label={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      title={title}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      <UiIcon name={icon} />
    </button>
  );
}

type NumberFieldProps = {
  label: string;
  short?: string;
  value: number | undefined;
  onCommit(value: number): void;
  min?: number;
  max?: number;
  step?: number;
};

/** A number input that commits on Enter, blur or arrow steps (shift: ×10), like Figma's fields. */
export function NumberField({ label, short, value, onCommit, min, max, step = 1 }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === undefined ? '' : String(Math.round(value * 100) / 100));
  const commit = (text: string) => {
    setDraft(null);
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n)) return;
    onCommit(Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n)));
  };
  return (
    <label className="editor-field">
      <span className="editor-field-label">{short ?? label}</span>
      <input
        aria-label={label}
        inputMode="decimal"
        value={shown}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
          if (e.key === 'Escape') setDraft(null);
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            const delta = (e.key === 'ArrowUp' ? 1 : -1) * step * (e.shiftKey ? 10 : 1);
            commit(String((value ?? 0) + delta));
          }
        }}
      />
    </label>
  );
}

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
};

export function SelectField<T extends string>({ label, value, options, onChange }: SelectFieldProps<T>) {
  return (
    <label className="editor-field editor-field-wide">
      <span className="editor-field-label">{label}</span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="editor-section" aria-label={title}>
      <header>
        <h3>{title}</h3>
        {action}
      </header>
      {children}
    </section>
  );
}
