import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type InlineNameProps = {
  name: string;
  // Answers an i18n key when the name is refused (required, too long).
  validate: (value: string) => string | undefined;
  onSave: (value: string) => Promise<unknown> | void;
  onDone: () => void;
};

// Renames in place: Enter or leaving the field saves, Escape cancels; a refused name stays open with its message.
export function InlineName({ name, validate, onSave, onDone }: InlineNameProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();

  const save = async () => {
    const trimmed = value.trim();
    if (trimmed === name) {
      onDone();
      return;
    }
    const problem = validate(trimmed);
    setError(problem);
    if (problem) return;
    onDone();
    await onSave(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <span className="wb-inline-name">
      <input
        className="wb-inline-name__input"
        aria-label={t('workbench.sidebar.renameLabel', { name })}
        aria-invalid={error ? true : undefined}
        value={value}
        // Rename starts from a menu item: the field takes the focus at once.
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(validate(event.target.value.trim()));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void save()}
      />
      {error && (
        <span className="wb-inline-name__error" role="alert">
          {t(error)}
        </span>
      )}
    </span>
  );
}
