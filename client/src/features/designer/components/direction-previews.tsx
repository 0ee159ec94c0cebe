import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PanelView } from '@client/editor/canvas/panel-view';
import { DirectionCompare } from '@client/features/designer/components/direction-compare';
import type { Designer } from '@client/features/designer/hooks/use-designer';
import type { Direction } from '@client/features/designer/state/messages';
import { useElementWidth } from '@client/ui/use-element-width';

// Each preview fits a column of the widened panel and a short height, so the choices stay in view.
const COLUMN = 200;
const HEIGHT = 300;

/** A generation's directions side by side, drawn live by the canvas renderer; Accept takes exactly that one. */
export function DirectionPreviews({ designer, directions }: { designer: Designer; directions: Direction[] }) {
  const { t } = useTranslation();
  // Directions to open as panels of their own beside the one accepted.
  const [open, setOpen] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const [width, measure] = useElementWidth<HTMLElement>(COLUMN * 2);
  const nameOf = (direction: Direction) =>
    t('designer.directions.name', {
      n: direction.index + 1,
      layout: t(`designer.directions.layouts.${direction.layout ?? 'model'}`, { defaultValue: '' }),
    });
  if (comparing) {
    return (
      <div ref={measure}>
        <DirectionCompare
          designer={designer}
          directions={directions}
          nameOf={nameOf}
          width={width}
          onBack={() => setComparing(false)}
        />
      </div>
    );
  }
  return (
    <section className="designer-directions" aria-label={t('designer.directions.title')}>
      <div className="designer-compare__head">
        <h3 className="designer-result__title">{t('designer.directions.title')}</h3>
        <button type="button" className="button wb-button" onClick={() => setComparing(true)}>
          {t('designer.directions.compare')}
        </button>
      </div>
      <ul className="designer-directions__list">
        {directions.map((direction) => {
          const n = direction.index + 1;
          const name = nameOf(direction);
          const scale = Math.min(1, COLUMN / direction.panel.width, HEIGHT / direction.panel.height);
          return (
            <li key={direction.index} className="designer-direction" aria-label={name}>
              <figure
                className="designer-result__preview designer-direction__preview"
                aria-label={t('designer.directions.preview', { n })}
                style={{ width: direction.panel.width * scale, height: direction.panel.height * scale }}
              >
                <div style={{ transform: `scale(${scale})`, transformOrigin: '0 0', pointerEvents: 'none' }}>
                  <PanelView panel={direction.panel} />
                </div>
              </figure>
              <p className="designer-direction__name">{name}</p>
              <button
                type="button"
                className="button button--primary"
                disabled={designer.busy}
                aria-label={t('designer.directions.accept', { n })}
                onClick={() =>
                  void designer.accept(
                    direction.index,
                    open.filter((i) => i !== direction.index),
                  )
                }
              >
                {t('designer.accept')}
              </button>
              <label className="designer-direction__open">
                <input
                  type="checkbox"
                  checked={open.includes(direction.index)}
                  onChange={(event) =>
                    setOpen((now) =>
                      event.target.checked ? [...now, direction.index] : now.filter((i) => i !== direction.index),
                    )
                  }
                />
                {t('designer.directions.open')}
              </label>
            </li>
          );
        })}
      </ul>
      <p className="designer-result__cost">{t('designer.directions.hint')}</p>
    </section>
  );
}
