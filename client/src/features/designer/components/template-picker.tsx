import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Panel } from '@boxify/design/schema';

import { draftFetchMaterialById, draftPageMaterial } from '@client/api/generated';
import { request } from '@client/api/request';
import type { Editor } from '@client/editor/core/editor';
import { currentLanguage } from '@client/i18n/i18n';
import { track } from '@client/features/analytics/analytics';
import { quietFailure, showFailure } from '@client/ui/failure-toast';

/**
 * Remix a template: the seeded page templates; the chosen one becomes this (empty) panel's content, size and
 * background, as one undo step.
 */
export function TemplatePicker({ editor, onBack, onDone }: { editor: Editor; onBack(): void; onDone(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const language = currentLanguage();
  const templates = useQuery({
    queryKey: ['page-templates', language],
    queryFn: () => request((o) => draftPageMaterial({ ...o, body: { pageSize: 50 } })),
    staleTime: 5 * 60_000,
  });
  const applyTemplate = async (encryptedId: string) => {
    setBusy(encryptedId);
    try {
      const detail = await request((o) => draftFetchMaterialById({ ...o, body: { encryptedId } }), {
        quiet: quietFailure,
      });
      const template = detail.content as unknown as Panel;
      editor.change('Use template', (doc) => ({
        ...doc,
        width: template.width,
        height: template.height,
        background: template.background,
        children: template.children,
      }));
      // The template's encrypted id is long and opaque: the event says only that a page template was used.
      track('template_use', { kind: 'page' });
      onDone();
    } catch (error) {
      showFailure('template_data', { error, retry: () => applyTemplate(encryptedId) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="designer-templates">
      <div className="designer-templates__head">
        <button type="button" className="designer-link" onClick={onBack}>
          ← {t('designer.start.back')}
        </button>
        <h3>{t('designer.start.templates')}</h3>
      </div>
      <ul className="designer-templates__list" aria-busy={templates.isFetching}>
        {(templates.data?.items ?? []).map((item) => (
          <li key={item.encryptedId}>
            <button
              type="button"
              className="designer-start__choice"
              aria-label={t('designer.start.useTemplate', { name: item.title })}
              disabled={busy !== null}
              onClick={() => void applyTemplate(item.encryptedId)}
            >
              <strong>{item.title}</strong>
              <span>{`${item.tags.join(' · ')} · ${item.component.width} × ${Math.round(item.component.height)}`}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
