import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import type { Attachment, Designer } from '@client/features/designer/hooks/use-designer';
import { ATTACHMENT_ACCEPT, checkAttachments } from '@client/features/designer/state/attachments';

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Attachments for the prompt, checked against the spec's limits before anything is uploaded. */
export function AttachmentPicker({
  designer,
  attachments,
  onChange,
}: {
  designer: Designer;
  attachments: Attachment[];
  onChange(next: Attachment[]): void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  const add = async (files: File[]) => {
    const attached = attachments.map((a) => ({ name: a.fileName }));
    const { accepted, refused } = checkAttachments(attached, files);
    for (const refusal of refused) toast.error(t(`designer.attach.${refusal.reason}`, { name: refusal.fileName }));
    let next = attachments;
    for (const index of accepted) {
      const file = files[index];
      try {
        const uploaded = await designer.upload({ name: file.name, data: await readBase64(file) });
        next = [...next, uploaded];
        onChange(next);
      } catch {
        // The request layer showed the server's reason.
      }
    }
  };

  return (
    <div className="designer-attach">
      <button
        type="button"
        className="button wb-button designer-attach__button"
        title={t('designer.attach.hint')}
        onClick={() => input.current?.click()}
      >
        {t('designer.attach.button')}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-label={t('designer.attach.label')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void add(files);
        }}
      />
      {attachments.length > 0 && (
        <ul className="designer-attach__list" aria-label={t('designer.attach.label')}>
          {attachments.map((attachment) => (
            <li key={attachment.attachmentId}>
              <span>{attachment.fileName}</span>
              <button
                type="button"
                className="designer-icon-button"
                aria-label={t('designer.attach.remove', { name: attachment.fileName })}
                onClick={() => onChange(attachments.filter((a) => a !== attachment))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
