import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

export type ConfirmRequest = {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | void;
};

// A destructive step asks first (delete panel, flow, project).
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="wb-dialog__overlay" />
        <AlertDialog.Content className="wb-dialog wb-dialog--small">
          <AlertDialog.Title className="wb-dialog__title">{request?.title}</AlertDialog.Title>
          <AlertDialog.Description className="wb-dialog__text">{request?.text}</AlertDialog.Description>
          <div className="wb-dialog__actions">
            <AlertDialog.Cancel className="button wb-button">{t('workbench.confirm.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className="button wb-button wb-button--danger"
              onClick={() => {
                if (request) void request.onConfirm();
              }}
            >
              {request?.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
