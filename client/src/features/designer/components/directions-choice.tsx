import { useTranslation } from 'react-i18next';

import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';
import { DIRECTION_CHOICES } from '@client/features/designer/state/directions';

export type DirectionsChoiceProps = {
  value: number;
  /** The plan's directionsPerPrompt: more is offered disabled, with a way to upgrade. */
  allowed: number;
  onChange(directions: number): void;
};

/** How many directions (1–3) a generation designs; each one is a different layout and library. */
export function DirectionsChoice({ value, allowed, onChange }: DirectionsChoiceProps) {
  const { t } = useTranslation();
  const { upgrade } = useRequireLogin('designer-directions');
  const limited = allowed < DIRECTION_CHOICES.length;
  return (
    <fieldset className="designer-choice">
      <legend className="designer-panel__label">{t('designer.directions.choose')}</legend>
      <div className="designer-choice__options">
        {DIRECTION_CHOICES.map((n) => (
          <label
            key={n}
            className={`designer-choice__option${n > allowed ? ' designer-choice__option--locked' : ''}`}
            title={n > allowed ? t('designer.directions.locked', { count: allowed }) : undefined}
          >
            <input
              type="radio"
              name="designer-directions"
              value={n}
              checked={value === n}
              disabled={n > allowed}
              onChange={() => onChange(n)}
            />
            <span>{n}</span>
          </label>
        ))}
      </div>
      {limited && (
        <p className="designer-choice__hint">
          {t('designer.directions.locked', { count: allowed })}{' '}
          <button type="button" className="designer-link" onClick={() => upgrade(allowed < 2 ? 'plus' : 'pro')}>
            {t('designer.directions.upgrade')}
          </button>
        </p>
      )}
    </fieldset>
  );
}
