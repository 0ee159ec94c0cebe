import { Dialog } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { toast } from '@client/ui/toast';

import type { PanelSaver } from '@client/editor/save/panel-saver';
import { useEditorTexts } from '@client/editor/ui/editor-context';

/** The save indicator, and the choice offered when the panel was saved elsewhere meanwhile. */
export function SaveStatus({ saver, onOpenPanel }: { saver: PanelSaver; onOpenPanel(panelId: string): void }) {
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  const { t } = useEditorTexts();
  return (
    <>
      <span className={`editor-save editor-save-${state}`} role="status" aria-live="polite">
        {t(`save.${state}`)}
      </span>
      <Dialog.Root open={state === 'conflict'}>
        <Dialog.Portal>
          <Dialog.Overlay className="editor-dialog-overlay" />
          <Dialog.Content className="editor-dialog" onEscapeKeyDown={(e) => e.preventDefault()}>
            <Dialog.Title>{t('save.conflictTitle')}</Dialog.Title>
            <Dialog.Description>{t('save.conflictBody')}</Dialog.Description>
            <div className="editor-dialog-actions">
              <button type="button" onClick={() => void saver.loadTheirs()}>
                {t('save.loadTheirs')}
              </button>
              <button
                type="button"
                className="primary"
                onClick={() =>
                  void saver.keepMineAsCopy().then((id) => {
                    toast.success(t('save.copySaved'));
                    onOpenPanel(id);
                  })
                }
              >
                {t('save.keepMine')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
