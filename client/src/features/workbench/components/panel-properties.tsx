import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { draftUpdatePanel } from '@client/api/generated';
import { request } from '@client/api/request';
import { workbenchKeys } from '@client/features/workbench/hooks/workbench-queries';
import {
  PANEL_MIN_HEIGHT,
  PANEL_MIN_WIDTH,
  type PanelErrors,
  type PanelField,
  type PanelValues,
  validatePanel,
} from '@client/features/workbench/state/validation';
import type { WorkbenchPanel } from '@client/features/workbench/state/workbench-types';

export type PanelPropertiesProps = {
  panel: WorkbenchPanel;
  // Called with the saved panel, so the editor can follow a new size or background.
  onSaved?: (panel: WorkbenchPanel) => void;
};

const valuesOf = (panel: WorkbenchPanel): PanelValues => ({
  name: panel.name,
  width: String(panel.width),
  height: String(panel.height),
  background: panel.background.slice(0, 7).toUpperCase(),
});

/**
 * The canvas panel's properties (spec §2): name, background colour, custom width and height, saved
 * through Draft/updatePanel. The editor shows it on the right when nothing on the canvas is selected.
 */
export function PanelProperties({ panel, onSaved }: PanelPropertiesProps) {
  // Another panel, or these properties changed elsewhere (a rename in the sidebar): a fresh form.
  // Content saves bump the version too, so the key leaves it out.
  const key = [panel.panelId, panel.name, panel.width, panel.height, panel.background].join('|');
  return <PanelPropertiesForm key={key} panel={panel} onSaved={onSaved} />;
}

function PanelPropertiesForm({ panel, onSaved }: PanelPropertiesProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PanelValues>(() => valuesOf(panel));
  const [errors, setErrors] = useState<PanelErrors>({});
  const [saving, setSaving] = useState(false);
  const initial = valuesOf(panel);
  const changed = (Object.keys(values) as PanelField[]).some((key) => values[key] !== initial[key]);

  const set = (field: PanelField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field in errors) setErrors(validatePanel(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePanel(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await request((o) =>
        draftUpdatePanel({
          ...o,
          body: {
            panelId: panel.panelId,
            name: values.name.trim(),
            width: Number(values.width),
            height: Number(values.height),
            background: values.background.trim().toLowerCase(),
          },
        }),
      );
      toast.success(t('workbench.result.success', { action: t('workbench.actions.save') }));
      onSaved?.(saved);
      await queryClient.invalidateQueries({ queryKey: workbenchKeys.all });
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  const field = (name: PanelField) => ({
    id: `${id}-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-error`,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    className: 'wb-form__input',
  });
  const error = (name: PanelField) => (
    <p id={`${id}-${name}-error`} className="wb-form__error" aria-live="polite">
      {errors[name] ? t(errors[name]) : null}
    </p>
  );

  return (
    <form
      className="wb-form wb-properties"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`} className="wb-properties__title">
        {t('workbench.properties.title')}
      </h2>
      <label className="wb-form__label" htmlFor={`${id}-name`}>
        {t('workbench.properties.name')}
      </label>
      <input {...field('name')} />
      {error('name')}

      <label className="wb-form__label" htmlFor={`${id}-background`}>
        {t('workbench.properties.background')}
      </label>
      <div className="wb-properties__colour">
        <input
          type="color"
          className="wb-properties__swatch"
          aria-label={t('workbench.properties.backgroundPicker')}
          value={/^#[0-9a-fA-F]{6}$/.test(values.background) ? values.background.toLowerCase() : '#ffffff'}
          onChange={(event) => set('background', event.target.value.toUpperCase())}
        />
        <input {...field('background')} spellCheck={false} maxLength={7} />
      </div>
      {error('background')}

      <div className="wb-properties__size">
        <div>
          <label className="wb-form__label" htmlFor={`${id}-width`}>
            {t('workbench.properties.width')}
          </label>
          <input {...field('width')} type="number" inputMode="numeric" min={PANEL_MIN_WIDTH} step={1} />
        </div>
        <div>
          <label className="wb-form__label" htmlFor={`${id}-height`}>
            {t('workbench.properties.height')}
          </label>
          <input {...field('height')} type="number" inputMode="numeric" min={PANEL_MIN_HEIGHT} step={1} />
        </div>
      </div>
      {error('width')}
      {error('height')}

      <button type="submit" className="button button--primary wb-properties__save" disabled={saving || !changed}>
        {t('workbench.properties.save')}
      </button>
    </form>
  );
}
