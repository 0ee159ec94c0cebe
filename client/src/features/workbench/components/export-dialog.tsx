import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '@client/features/language/hooks/use-language';
import {
  type AssetFormat,
  type CodeFormat,
  type ExportRequest,
  type ExportStatus,
  type Scale,
  useExportTask,
} from '@client/features/workbench/hooks/use-export-task';
import { keepOpenForToasts } from '@client/ui/toast';

const CODE_FORMATS: readonly CodeFormat[] = ['html', 'react', 'vue'];
const ASSET_FORMATS: readonly AssetFormat[] = ['png', 'svg', 'webp'];
const DESIGN_TOOL_FORMATS: readonly 'fig'[] = ['fig'];
const SCALES: readonly Scale[] = [1, 2, 3];

const STATUS_KEY: Readonly<Record<ExportStatus, string>> = {
  'not-ready': 'workbench.export.status.notReady',
  initialized: 'workbench.export.status.initialized',
  'in-progress': 'workbench.export.status.inProgress',
  completed: 'workbench.export.status.completed',
  failed: 'workbench.export.status.failed',
};

type Format = CodeFormat | AssetFormat | 'fig';

export type ExportDialogProps = { open: boolean; onClose: () => void; panelId: string; panelName: string };

// Export (spec §1, §4): code (HTML/CSS, React, Vue), assets (PNG, SVG, WebP at 1×/2×/3×) or a .fig for Figma,
// as a task followed to its temporary download link.
export function ExportDialog({ open, onClose, panelId, panelName }: ExportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="wb-dialog__overlay" />
        <Dialog.Content
          className="wb-dialog"
          // A toast's Retry (an image export that failed) is not a click outside: the export stays open to follow it.
          onInteractOutside={keepOpenForToasts}
        >
          <Dialog.Title className="wb-dialog__title">{t('workbench.export.title')}</Dialog.Title>
          <Dialog.Description className="wb-dialog__text">
            {t('workbench.export.description', { name: panelName })}
          </Dialog.Description>
          {open && <ExportForm key={panelId} panelId={panelId} />}
          <Dialog.Close className="wb-dialog__close" aria-label={t('workbench.export.close')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ExportForm({ panelId }: { panelId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [format, setFormat] = useState<Format>('html');
  const [scales, setScales] = useState<Scale[]>([1, 2]);
  const exporting = useExportTask(panelId);
  const { task, failed } = exporting;
  const isAsset = (ASSET_FORMATS as readonly string[]).includes(format);
  const running = exporting.starting || (task !== undefined && !failed && task.status !== 'completed');

  const what = (): ExportRequest =>
    format === 'fig'
      ? { kind: 'figma' }
      : isAsset
        ? { kind: 'assets', format: format as AssetFormat, scales }
        : { kind: 'code', framework: format as CodeFormat };

  const toggleScale = (scale: Scale) => {
    exporting.reset();
    setScales((current) =>
      current.includes(scale) ? current.filter((value) => value !== scale) : [...current, scale].sort(),
    );
  };

  const formatGroup = (legend: string, formats: readonly Format[]) => (
    <fieldset className="wb-export__group" disabled={running}>
      <legend className="wb-form__label">{legend}</legend>
      <div className="wb-export__choices">
        {formats.map((value) => (
          <label key={value} className="wb-export__choice">
            <input
              type="radio"
              name="export-format"
              value={value}
              checked={format === value}
              onChange={() => {
                // A new format: the previous result no longer answers what is asked.
                setFormat(value);
                exporting.reset();
              }}
            />
            {t(`workbench.export.formats.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );

  const expiresAt = task?.download ? new Date(task.download.expiresAt) : undefined;

  return (
    <div className="wb-export">
      {formatGroup(t('workbench.export.code'), CODE_FORMATS)}
      {formatGroup(t('workbench.export.assets'), ASSET_FORMATS)}
      {formatGroup(t('workbench.export.designTool'), DESIGN_TOOL_FORMATS)}
      {isAsset && format !== 'svg' && (
        <fieldset className="wb-export__group" disabled={running}>
          <legend className="wb-form__label">{t('workbench.export.scale')}</legend>
          <div className="wb-export__choices">
            {SCALES.map((scale) => (
              <label key={scale} className="wb-export__choice">
                <input type="checkbox" checked={scales.includes(scale)} onChange={() => toggleScale(scale)} />
                {t('workbench.export.scaleOption', { n: scale })}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {task && (
        <div className="wb-export__status" aria-live="polite">
          <p className="wb-export__status-text" data-testid="export-status">
            {t(STATUS_KEY[failed ? 'failed' : task.status])}
          </p>
          <div
            className="wb-export__bar"
            role="progressbar"
            aria-label={t('workbench.export.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(task.progress)}
          >
            <span style={{ width: `${Math.max(4, Math.min(100, task.progress))}%` }} />
          </div>
        </div>
      )}

      {failed && (
        <div className="wb-export__failed" role="alert">
          <p>{t('workbench.export.failed')}</p>
          {task?.error && <p className="wb-export__note">{task.error}</p>}
        </div>
      )}

      {task?.status === 'completed' && task.download && (
        <div className="wb-export__done">
          <a className="button button--primary" href={task.download.url} download={task.download.fileName}>
            {t('workbench.export.download', { file: task.download.fileName })}
          </a>
          <p className="wb-export__note">
            {t('workbench.export.temporary', {
              time: expiresAt?.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-US', {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </p>
        </div>
      )}

      <div className="wb-dialog__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={running || (isAsset && format !== 'svg' && scales.length === 0)}
          onClick={() => exporting.start(what())}
        >
          {t(failed ? 'workbench.export.retry' : task ? 'workbench.export.again' : 'workbench.export.start')}
        </button>
      </div>
    </div>
  );
}
