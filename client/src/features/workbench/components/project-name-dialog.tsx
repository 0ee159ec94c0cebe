import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PROJECT_NAME_MAX, validateProjectName } from '@client/features/workbench/state/validation';

export type ProjectNameDialogProps = {
  open: boolean;
  initialName: string;
  onSubmit: (name: string) => Promise<boolean>;
  onClose: () => void;
};

// Names a new project (spec §5: required, at most 20 characters).
export function ProjectNameDialog({ open, initialName, onSubmit, onClose }: ProjectNameDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="wb-dialog__overlay" />
        <Dialog.Content className="wb-dialog wb-dialog--small">
          <Dialog.Title className="wb-dialog__title">{t('workbench.projectDialog.createTitle')}</Dialog.Title>
          <Dialog.Description className="wb-dialog__text">{t('workbench.projectDialog.text')}</Dialog.Description>
          {open && <ProjectNameForm initialName={initialName} onSubmit={onSubmit} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProjectNameForm({ initialName, onSubmit, onClose }: Omit<ProjectNameDialogProps, 'open'>) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateProjectName(name);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const done = await onSubmit(name.trim());
    setBusy(false);
    if (done) onClose();
  };

  return (
    <form className="wb-form" noValidate onSubmit={(event) => void submit(event)}>
      <label className="wb-form__label" htmlFor={`${id}-name`}>
        {t('workbench.projectDialog.nameLabel')}
      </label>
      <input
        id={`${id}-name`}
        className="wb-form__input"
        value={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(validateProjectName(event.target.value));
        }}
      />
      <p id={`${id}-error`} className="wb-form__error" aria-live="polite">
        {error ? t(error) : t('workbench.projectDialog.hint', { max: PROJECT_NAME_MAX })}
      </p>
      <div className="wb-dialog__actions">
        <Dialog.Close className="button wb-button">{t('workbench.confirm.cancel')}</Dialog.Close>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('workbench.projectDialog.create')}
        </button>
      </div>
    </form>
  );
}
