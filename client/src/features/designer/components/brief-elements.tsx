import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BriefEdit, DesignBrief } from '@client/features/designer/state/brief';

export type BriefElementsProps = {
  elements: DesignBrief['elements'];
  edit(change: BriefEdit): void;
};

/** The elements the page must carry, in order: each one's label and count, remove one, add one. */
export function BriefElements({ elements, edit }: BriefElementsProps) {
  const { t } = useTranslation();
  const [added, setAdded] = useState('');
  const add = () => {
    edit({ type: 'add', label: added });
    setAdded('');
  };
  return (
    <div className="designer-brief__elements" role="group" aria-label={t('designer.brief.elements')}>
      <h4 className="designer-brief__subtitle">{t('designer.brief.elements')}</h4>
      {elements.length === 0 && <p className="designer-brief__hint">{t('designer.brief.none')}</p>}
      <ul className="designer-brief__list">
        {elements.map((element, index) => (
          // Elements have no id; their place is what the chips edit.
          <li key={index} className="designer-chip designer-chip--element">
            <input
              className="designer-chip__input"
              aria-label={t('designer.brief.elementLabel', { index: index + 1 })}
              value={element.label}
              maxLength={80}
              onChange={(event) => edit({ type: 'label', index, label: event.target.value })}
            />
            <input
              type="number"
              className="designer-chip__count"
              aria-label={t('designer.brief.count', { label: element.label })}
              min={1}
              max={50}
              value={element.count ?? 1}
              onChange={(event) => edit({ type: 'count', index, count: Number(event.target.value) })}
            />
            <button
              type="button"
              className="designer-icon-button designer-chip__remove"
              aria-label={t('designer.brief.remove', { label: element.label })}
              onClick={() => edit({ type: 'remove', index })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="designer-brief__add">
        <input
          className="designer-chip__input"
          aria-label={t('designer.brief.add')}
          placeholder={t('designer.brief.addPlaceholder')}
          value={added}
          maxLength={80}
          onChange={(event) => setAdded(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button wb-button" disabled={!added.trim()} onClick={add}>
          {t('designer.brief.addButton')}
        </button>
      </div>
    </div>
  );
}
