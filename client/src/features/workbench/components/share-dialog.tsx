import { Dialog } from 'radix-ui';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { type ShareAccess, useSharePanel } from '@client/features/workbench/hooks/use-share-panel';

const ACCESS_CHOICES: ShareAccess[] = ['view', 'edit'];
const ACCESS_TEXTS: Record<ShareAccess, { title: string; hint: string }> = {
  view: { title: 'workbench.share.accessView', hint: 'workbench.share.accessViewHint' },
  edit: { title: 'workbench.share.accessEdit', hint: 'workbench.share.accessEditHint' },
};

type ShareDialogProps = { panelId: string; open: boolean; onClose: () => void };

// Share: opening makes the link (view only at first) and copies it; the owner chooses whether it grants view or
// edit (spec §6: editing also needs a plan that allows it) and can turn the link off.
export function ShareDialog({ panelId, open, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { state, busy, share, setAccess, stop, copy } = useSharePanel(panelId);

  useEffect(() => {
    if (open && state.kind === 'idle') void share();
  }, [open, state.kind, share]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="wb-dialog__overlay" />
        <Dialog.Content className="wb-dialog wb-dialog--small share-dialog">
          <Dialog.Title className="wb-dialog__title">{t('workbench.share.title')}</Dialog.Title>
          {state.kind === 'stopped' ? (
            <>
              <Dialog.Description className="wb-dialog__text">{t('workbench.share.stoppedText')}</Dialog.Description>
              <div className="wb-dialog__actions">
                <Dialog.Close className="button wb-button">{t('workbench.share.done')}</Dialog.Close>
                <button type="button" className="button button--primary" disabled={busy} onClick={() => void share()}>
                  {t('workbench.share.shareAgain')}
                </button>
              </div>
            </>
          ) : (
            <>
              <Dialog.Description className="wb-dialog__text">{t('workbench.share.text')}</Dialog.Description>
              <fieldset className="share-dialog__access" disabled={busy || state.kind !== 'shared'}>
                <legend className="share-dialog__label">{t('workbench.share.access')}</legend>
                {ACCESS_CHOICES.map((access) => (
                  <label key={access} className="share-dialog__choice">
                    <input
                      type="radio"
                      name={`${id}-access`}
                      value={access}
                      checked={state.kind === 'shared' && state.access === access}
                      onChange={() => void setAccess(access)}
                    />
                    <span className="share-dialog__choice-text">
                      <span className="share-dialog__choice-title">{t(ACCESS_TEXTS[access].title)}</span>
                      <span className="share-dialog__choice-hint">{t(ACCESS_TEXTS[access].hint)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <label className="wb-form__label" htmlFor={`${id}-link`}>
                {t('workbench.share.linkLabel')}
              </label>
              <div className="share-dialog__link">
                <input
                  id={`${id}-link`}
                  className="wb-form__input"
                  readOnly
                  value={state.kind === 'shared' ? state.link : ''}
                  placeholder={t('workbench.share.making')}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <button
                  type="button"
                  className="button button--primary"
                  disabled={state.kind !== 'shared'}
                  onClick={() => state.kind === 'shared' && void copy(state.link)}
                >
                  {t('workbench.share.copy')}
                </button>
              </div>
              <div className="wb-dialog__actions">
                <button
                  type="button"
                  className="button wb-button share-dialog__stop"
                  disabled={busy || state.kind !== 'shared'}
                  onClick={() => void stop()}
                >
                  {t('workbench.share.stop')}
                </button>
                <Dialog.Close className="button wb-button">{t('workbench.share.done')}</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
