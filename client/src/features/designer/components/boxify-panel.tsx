import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { useEditorSelector } from '@client/editor/ui/editor-context';
import { userStore } from '@client/features/account/state/user-store';
import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';
import { AttachmentPicker } from '@client/features/designer/components/attachment-picker';
import { DirectionsChoice } from '@client/features/designer/components/directions-choice';
import { GenerationProgress } from '@client/features/designer/components/generation-progress';
import { useBoxifyCost } from '@client/features/designer/hooks/use-boxify-cost';
import type { Attachment, Designer } from '@client/features/designer/hooks/use-designer';
import { costText } from '@client/features/designer/state/cost';
import { chosenDirections } from '@client/features/designer/state/directions';
import { planWithMoreCredits } from '@client/features/pricing/pricing-logic';

import './designer.css';

export type BoxifyPanelProps = {
  panelId: string;
  designer: Designer;
  onClose(): void;
  /** Opened from 'Describe it': the prompt takes the focus. */
  focusPrompt?: boolean;
};

/** The Boxify designer beside the canvas: prompt, attachments, cost, then the steps and the pending result. */
export function BoxifyPanel({ panelId, designer, onClose, focusPrompt }: BoxifyPanelProps) {
  const { t } = useTranslation();
  const selected = useEditorSelector((s) => s.selection.length);
  const empty = useEditorSelector((s) => s.document.children.length === 0);
  // The number of directions the user picked; until then, the server's default (3 for an empty page, else 1).
  const [picked, setPicked] = useState<number>();
  const [prompt, setPrompt] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const running = designer.view?.status === 'generating';
  const busyView = running || designer.view?.status === 'pending';
  // Several directions pending: the panel widens so they stand side by side.
  const choosing = designer.view?.status === 'pending' && (designer.view.result?.directions?.length ?? 0) > 1;
  const mode = designer.mode === 'optimise' && designer.view ? 'optimise' : selected ? 'edit' : 'generate';
  const costMode = mode === 'optimise' ? 'generate' : mode;
  // The plan's limit comes with the first estimate; from then on the estimate and the request ask for exactly
  // the number the control shows.
  const [allowed, setAllowed] = useState<number>();
  const directions = allowed === undefined ? undefined : chosenDirections(picked, costMode, empty, allowed);
  const cost = useBoxifyCost(panelId, costMode, designer.sessionId, !running, directions);
  if (cost.data?.directionsAllowed !== undefined && cost.data.directionsAllowed !== allowed) {
    setAllowed(cost.data.directionsAllowed);
  }

  const send = async () => {
    if (!prompt.trim()) {
      toast.error(t('designer.prompt.required'));
      textarea.current?.focus();
      return;
    }
    if (await designer.send(prompt.trim(), attachments, mode === 'generate' ? directions : undefined)) {
      setPrompt('');
      setAttachments([]);
    }
    void cost.refetch();
  };

  return (
    <aside
      className={`designer-panel${choosing ? ' designer-panel--wide' : ''}`}
      aria-label={t('designer.title')}
      // Beside the canvas, not over it (the editor's stage gives it the column on the right).
      // Choosing between directions it floats over the canvas instead (designer.css), still in the properties' place
      // below 1280 px (editor.css), so the canvas does not narrow and widen again around the choice.
      data-dock={choosing ? 'over' : 'end'}
    >
      <header className="designer-panel__head">
        <h2 className="designer-panel__title">{t('designer.title')}</h2>
        <button type="button" className="designer-icon-button" aria-label={t('designer.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="designer-panel__body">
        {designer.view && designer.mode && (
          <GenerationProgress designer={designer} onSettled={() => void cost.refetch()} />
        )}
        {designer.creditShort && <CreditShort />}
      </div>
      {/* While the designer works or a result waits, the panel's height goes to them. */}
      {!busyView && (
        <form
          className="designer-panel__form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p className="designer-panel__mode">
            {selected ? t('designer.mode.edit', { count: selected }) : t('designer.mode.generate')}
          </p>
          <label className="designer-panel__label" htmlFor="designer-prompt">
            {t('designer.prompt.label')}
          </label>
          <textarea
            id="designer-prompt"
            ref={textarea}
            autoFocus={focusPrompt}
            className="designer-panel__prompt"
            rows={3}
            maxLength={4000}
            value={prompt}
            placeholder={selected ? t('designer.prompt.editPlaceholder') : t('designer.prompt.placeholder')}
            onChange={(event) => setPrompt(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void send();
              // The canvas's shortcuts must not act on what is typed here.
              event.stopPropagation();
            }}
          />
          <AttachmentPicker designer={designer} attachments={attachments} onChange={setAttachments} />
          {mode === 'generate' && allowed !== undefined && directions !== undefined && (
            <DirectionsChoice value={directions} allowed={allowed} onChange={setPicked} />
          )}
          <p className="designer-panel__cost" role="status">
            {cost.data ? costText(cost.data, t) : cost.isError ? '' : t('designer.cost.checking')}
          </p>
          <div className="designer-panel__actions">
            <button type="submit" className="button button--primary" disabled={designer.busy}>
              {t('designer.send')}
            </button>
          </div>
        </form>
      )}
    </aside>
  );
}

/** Spec §10: 'Credit is not enough!' with an upgrade button (→ pricing, the plan with more credits highlighted). */
export function CreditShort() {
  const { t } = useTranslation();
  const { upgrade } = useRequireLogin('designer-credits');
  return (
    <div className="designer-credit" role="alert">
      <span>{t('designer.credit.notEnough')}</span>
      <button
        type="button"
        className="button button--primary"
        onClick={() => upgrade(planWithMoreCredits(userStore.getState().aiVersion))}
      >
        {t('designer.credit.upgrade')}
      </button>
    </div>
  );
}
