import { ToggleGroup } from 'radix-ui';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';

import { BriefElements } from '@client/features/designer/components/brief-elements';
import {
  briefReducer,
  briefToSend,
  type DesignBrief,
  PAGE_KINDS,
  PLATFORMS,
  THEME_MODES,
} from '@client/features/designer/state/brief';

// The library's accent when the prompt named no colour: the swatch starts there.
const NO_COLOR = '#4f46e5';

export type BriefChipsProps = {
  brief: DesignBrief;
  busy: boolean;
  onRegenerate(brief: DesignBrief): void;
};

/** "Understood: …" as chips the user corrects: name, platform, page type, theme, then the elements. */
export function BriefChips({ brief: read, busy, onRegenerate }: BriefChipsProps) {
  const { t } = useTranslation();
  const [brief, edit] = useReducer(briefReducer, read);
  const toSend = briefToSend(brief);
  // The canvas's shortcuts must not act on what is typed in the chips.
  const keep = (event: React.KeyboardEvent) => event.stopPropagation();

  return (
    <section className="designer-brief" aria-label={t('designer.brief.title')}>
      <h3 className="designer-brief__title">{t('designer.brief.title')}</h3>
      <p className="designer-brief__hint">{t('designer.brief.hint')}</p>
      <div className="designer-brief__chips" onKeyDown={keep}>
        <label className="designer-chip designer-chip--wide">
          <span className="designer-chip__caption">{t('designer.brief.name')}</span>
          <input
            className="designer-chip__input"
            value={brief.product.name ?? ''}
            maxLength={80}
            placeholder={t('designer.brief.namePlaceholder')}
            onChange={(event) => edit({ type: 'name', name: event.target.value })}
          />
        </label>
        <ToggleGroup.Root
          type="single"
          className="designer-chip designer-chip--choice"
          aria-label={t('designer.brief.platform')}
          value={brief.platform}
          onValueChange={(platform) =>
            platform && edit({ type: 'platform', platform: platform as DesignBrief['platform'] })
          }
        >
          {PLATFORMS.map((platform) => (
            <ToggleGroup.Item key={platform} value={platform} className="designer-chip__option">
              {t(`designer.brief.platforms.${platform}`)}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
        <label className="designer-chip">
          <span className="designer-chip__caption">{t('designer.brief.page')}</span>
          <select
            className="designer-chip__input"
            value={brief.pages[0]}
            onChange={(event) => edit({ type: 'page', page: event.target.value as DesignBrief['pages'][number] })}
          >
            {PAGE_KINDS.map((page) => (
              <option key={page} value={page}>
                {t(`designer.brief.pages.${page}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="designer-chip designer-chip--choice">
          <ToggleGroup.Root
            type="single"
            className="designer-chip__options"
            aria-label={t('designer.brief.theme')}
            value={brief.theme.mode}
            onValueChange={(mode) => mode && edit({ type: 'theme', mode: mode as DesignBrief['theme']['mode'] })}
          >
            {THEME_MODES.map((mode) => (
              <ToggleGroup.Item key={mode} value={mode} className="designer-chip__option">
                {t(`designer.brief.themes.${mode}`)}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
          <input
            type="color"
            className="designer-chip__swatch"
            aria-label={t('designer.brief.color')}
            title={t('designer.brief.color')}
            value={brief.theme.colors[0] ?? NO_COLOR}
            onChange={(event) => edit({ type: 'color', color: event.target.value })}
          />
        </div>
      </div>
      <BriefElements elements={brief.elements} edit={edit} />
      {!toSend && (
        <p className="designer-brief__error" role="alert">
          {t('designer.brief.invalid')}
        </p>
      )}
      <button
        type="button"
        className="button button--primary designer-brief__regenerate"
        disabled={busy || !toSend}
        onClick={() => toSend && onRegenerate(toSend)}
      >
        {t('designer.brief.regenerate')}
      </button>
    </section>
  );
}
