import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

export type ShortcutEntry = { id: string; label: string; keys: string[] };

export type ShortcutsDialogProps = {
  shortcuts: ShortcutEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// The editor's keyboard shortcuts, opened by '?' or the menu; the editor passes its list.
export function ShortcutsDialog({ shortcuts, open, onOpenChange }: ShortcutsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="wb-dialog__overlay" />
        <Dialog.Content className="wb-dialog">
          <Dialog.Title className="wb-dialog__title">{t('workbench.shortcuts.title')}</Dialog.Title>
          <Dialog.Description className="wb-dialog__text">{t('workbench.shortcuts.text')}</Dialog.Description>
          {shortcuts.length === 0 ? (
            <p className="wb-dialog__text">{t('workbench.shortcuts.empty')}</p>
          ) : (
            <dl className="wb-shortcuts">
              {shortcuts.map((shortcut) => (
                <div key={shortcut.id} className="wb-shortcuts__row">
                  <dt>{shortcut.label}</dt>
                  <dd>
                    {shortcut.keys.map((key, index) => (
                      <kbd key={`${key}-${index}`}>{key}</kbd>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <Dialog.Close className="wb-dialog__close" aria-label={t('workbench.shortcuts.close')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
