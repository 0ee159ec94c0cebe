import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { importDesignJson } from '@boxify/design/import';

import { pasteNodes } from '@client/editor/core/clipboard';
import type { Editor } from '@client/editor/core/editor';
import { TemplatePicker } from '@client/features/designer/components/template-picker';
import { currentLanguage } from '@client/i18n/i18n';

/** The start-design choices over an empty new panel: describe it, start from scratch, remix a template, upload JSON. */
export function StartDesign({ editor, onDescribe, onClose }: { editor: Editor; onDescribe(): void; onClose(): void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [remixing, setRemixing] = useState(false);

  // The same import as the insert bar's JSON upload.
  const upload = async (file: File) => {
    const result = importDesignJson(file.name, await file.text());
    if (!result.ok) return void toast.error(result.message[currentLanguage()]);
    pasteNodes(
      editor,
      result.panels.flatMap((panel) => panel.children),
      0,
      null,
    );
    onClose();
  };

  return (
    <section className="designer-start" aria-labelledby="designer-start-title">
      <div className="designer-start__card">
        <button
          type="button"
          className="designer-icon-button designer-start__close"
          aria-label={t('designer.start.close')}
          onClick={onClose}
        >
          ×
        </button>
        <h2 id="designer-start-title">{t('designer.start.title')}</h2>
        <p className="designer-start__text">{t('designer.start.text')}</p>
        {remixing ? (
          <TemplatePicker editor={editor} onBack={() => setRemixing(false)} onDone={onClose} />
        ) : (
          <div className="designer-start__choices">
            <button type="button" className="designer-start__choice" onClick={onDescribe}>
              <strong>{t('designer.start.describe')}</strong>
              <span>{t('designer.start.describeText')}</span>
            </button>
            <button type="button" className="designer-start__choice" onClick={onClose}>
              <strong>{t('designer.start.scratch')}</strong>
              <span>{t('designer.start.scratchText')}</span>
            </button>
            <button type="button" className="designer-start__choice" onClick={() => setRemixing(true)}>
              <strong>{t('designer.start.remix')}</strong>
              <span>{t('designer.start.remixText')}</span>
            </button>
            <button type="button" className="designer-start__choice" onClick={() => input.current?.click()}>
              <strong>{t('designer.start.upload')}</strong>
              <span>{t('designer.start.uploadText')}</span>
            </button>
          </div>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept=".json,application/json"
          aria-label={t('designer.start.upload')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
    </section>
  );
}
