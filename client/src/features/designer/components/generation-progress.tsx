import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '@client/ui/failure-toast';
import { toast } from '@client/ui/toast';

import { PanelView } from '@client/editor/canvas/panel-view';
import { BriefChips } from '@client/features/designer/components/brief-chips';
import { DirectionPreviews } from '@client/features/designer/components/direction-previews';
import type { Designer } from '@client/features/designer/hooks/use-designer';
import { formatCredits } from '@client/features/designer/state/cost';
import { findingsByCheck, type GenerationView } from '@client/features/designer/state/messages';
import type { Language } from '@client/i18n/language';

/** The current generation: its steps as they arrive, then the pending result (or why it ended). */
export function GenerationProgress({ designer, onSettled }: { designer: Designer; onSettled(): void }) {
  const { t, i18n } = useTranslation();
  const view = designer.view!;
  const lang = (i18n.language === 'zh' ? 'zh' : 'en') as Language;
  const optimising = designer.mode === 'optimise';
  const stepsEnd = useRef<HTMLLIElement>(null);
  // Newer browsers answer scrollIntoView with a promise: an effect must not return it.
  useEffect(() => {
    stepsEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [view.steps.length]);
  useEffect(() => {
    if (view.status !== 'generating') onSettled();
    // Only when the generation ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.status]);

  return (
    <section className="designer-run" aria-label={optimising ? t('designer.report.title') : t('designer.steps')}>
      {view.status === 'generating' && (
        <p className="designer-run__busy" role="status" aria-busy="true">
          {optimising ? t('designer.optimising') : t('designer.generating')}
        </p>
      )}
      {view.status === 'generating' && (
        <button type="button" className="button wb-button designer-run__stop" onClick={() => void designer.stop()}>
          {t('designer.stop')}
        </button>
      )}
      <ol className="designer-run__steps" aria-label={t('designer.steps')}>
        {view.steps.map((step) => (
          <li key={step.seq}>{step.text[lang]}</li>
        ))}
        <li ref={stepsEnd} aria-hidden="true" className="designer-run__end" />
      </ol>
      {view.status === 'failed' && (
        <div className="designer-run__ended" role="alert">
          {view.error && <p>{view.error.text[lang]}</p>}
          <p>{t('designer.status.failed')}</p>
          <button
            type="button"
            className="button wb-button"
            disabled={designer.busy}
            onClick={() => void designer.regenerate()}
          >
            {t('designer.retry')}
          </button>
        </div>
      )}
      {view.status === 'stopped' && (
        <div className="designer-run__ended" role="status">
          <p>{t('designer.status.stopped')}</p>
          <button
            type="button"
            className="button wb-button"
            disabled={designer.busy}
            onClick={() => void designer.regenerate()}
          >
            {t('designer.retry')}
          </button>
        </div>
      )}
      {(view.status === 'accepted' || view.status === 'discarded') && (
        <p className="designer-run__ended" role="status">
          {t(`designer.status.${view.status}`)}
        </p>
      )}
      {view.status !== 'generating' && view.result?.brief && (
        <BriefChips
          key={designer.generationId}
          brief={view.result.brief}
          busy={designer.busy}
          onRegenerate={(brief) => void designer.regenerateFromBrief(brief)}
        />
      )}
      {view.status === 'pending' && view.result && <PendingResult designer={designer} view={view} lang={lang} />}
    </section>
  );
}

function PendingResult({ designer, view, lang }: { designer: Designer; view: GenerationView; lang: Language }) {
  const { t } = useTranslation();
  const result = view.result!;
  // Scaled down to fit the panel's width and a short height, so the buttons stay in view.
  const scale = Math.min(1, 280 / Math.max(1, result.panel.width), 200 / Math.max(1, result.panel.height));
  const several = (result.directions?.length ?? 0) > 1;
  return (
    <div className="designer-result">
      <h3 className="designer-result__title">
        {designer.mode === 'optimise' ? t('designer.report.title') : t('designer.result.title')}
      </h3>
      <div className="designer-result__actions">
        {!several && (
          <button
            type="button"
            className="button button--primary"
            disabled={designer.busy}
            onClick={() => void designer.accept()}
          >
            {t('designer.accept')}
          </button>
        )}
        <button
          type="button"
          className="button wb-button"
          disabled={designer.busy}
          onClick={() => void designer.discard()}
        >
          {t('designer.discard')}
        </button>
        <button
          type="button"
          className="button wb-button"
          disabled={designer.busy}
          onClick={() => void designer.regenerate()}
        >
          {t('designer.regenerate')}
        </button>
      </div>
      {designer.mode === 'optimise' && <OptimiseReport view={view} lang={lang} />}
      {several ? (
        <DirectionPreviews designer={designer} directions={result.directions!} />
      ) : (
        <figure
          className="designer-result__preview"
          aria-label={t('designer.result.preview')}
          style={{ width: result.panel.width * scale, height: result.panel.height * scale }}
        >
          <div style={{ transform: `scale(${scale})`, transformOrigin: '0 0', pointerEvents: 'none' }}>
            <PanelView panel={result.panel} />
          </div>
        </figure>
      )}
      <p className="designer-result__cost">
        {t('designer.result.cost', { count: result.cost, cost: formatCredits(result.cost) })}
      </p>
      <FeedbackForm designer={designer} />
    </div>
  );
}

/** Findings before and after an optimisation, counted by check, with the messages in the user's language. */
export function OptimiseReport({ view, lang }: { view: GenerationView; lang: Language }) {
  const { t } = useTranslation();
  const rows = findingsByCheck(view.result?.before, view.result?.after);
  if (rows.length === 0) return <p>{t('designer.report.none')}</p>;
  return (
    <>
      <table className="designer-report">
        <thead>
          <tr>
            <th scope="col">{t('designer.report.check')}</th>
            <th scope="col">{t('designer.report.before')}</th>
            <th scope="col">{t('designer.report.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.check}>
              <th scope="row">{t(`designer.report.checks.${row.check}`, { defaultValue: row.check })}</th>
              <td>{row.before}</td>
              <td>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.result?.after && view.result.after.length > 0 && (
        <ul className="designer-report__left">
          {view.result.after.map((finding, index) => (
            <li key={index}>{finding.message[lang]}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function FeedbackForm({ designer }: { designer: Designer }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className="designer-feedback"
      onSubmit={(event) => {
        event.preventDefault();
        if (!content.trim()) return setError(t('designer.feedback.required'));
        setError('');
        const text = content.trim();
        // Spec §8 'Submit failed, please retry': Retry sends the same feedback again.
        const submit = async (): Promise<void> => {
          try {
            await designer.feedback(text);
          } catch (failure) {
            return showFailure('submit', { error: failure, retry: submit });
          }
          setContent('');
          toast.success(t('designer.feedback.thanks'));
        };
        void submit();
      }}
    >
      <label htmlFor="designer-feedback">{t('designer.feedback.label')}</label>
      <textarea
        id="designer-feedback"
        rows={2}
        value={content}
        placeholder={t('designer.feedback.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'designer-feedback-error' : undefined}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => event.stopPropagation()}
      />
      {error && (
        <p id="designer-feedback-error" className="designer-feedback__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button wb-button">
        {t('designer.feedback.send')}
      </button>
    </form>
  );
}
