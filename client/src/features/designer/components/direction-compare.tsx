import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { contentChanges } from '@boxify/design/history';
import type { Designer } from '@client/features/designer/hooks/use-designer';
import type { Direction } from '@client/features/designer/state/messages';
import { VersionCompare } from '@client/features/workbench/components/version-compare';

// Each side fits half of the widened panel; the height keeps the accept buttons in view.
const SIDE_HEIGHT = 360;

type DirectionCompareProps = {
  designer: Designer;
  directions: Direction[];
  /** The direction's name in the panel's words ("Direction 2 · Cards"). */
  nameOf(direction: Direction): string;
  width: number;
  onBack(): void;
};

/**
 * Two directions side by side with the layers that differ outlined — the version history's compare, so the two
 * read the same way; either can be accepted from here.
 */
export function DirectionCompare({ designer, directions, nameOf, width, onBack }: DirectionCompareProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(directions[0].index);
  const [right, setRight] = useState(directions[1].index);
  // Opened from below the steps and the brief: the compare comes into view at once.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  const byIndex = (index: number) => directions.find((d) => d.index === index)!;
  const [first, second] = [byIndex(left), byIndex(right)];
  const sides = [first, second];
  // Directions share no node ids: matched by layer name, they differ in what only one has and in their texts.
  const differences = contentChanges(first.panel, second.panel);
  const pick = (label: string, value: number, onChange: (index: number) => void, other: number) => (
    <label className="designer-compare__pick">
      <span>{label}</span>
      <select className="wb-form__input" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {directions.map((direction) => (
          <option key={direction.index} value={direction.index} disabled={direction.index === other}>
            {nameOf(direction)}
          </option>
        ))}
      </select>
    </label>
  );
  const side = (direction: Direction, testId: string) => ({
    title: nameOf(direction),
    document: direction.panel,
    testId,
  });
  return (
    <section ref={section} className="designer-compare" aria-label={t('designer.directions.compareTitle')}>
      <div className="designer-compare__head">
        <h3 className="designer-result__title">{t('designer.directions.compareTitle')}</h3>
        <button type="button" className="button wb-button" onClick={onBack}>
          {t('designer.directions.back')}
        </button>
      </div>
      <div className="designer-compare__picks">
        {pick(t('designer.directions.left'), left, setLeft, right)}
        {pick(t('designer.directions.right'), right, setRight, left)}
      </div>
      <VersionCompare
        before={side(sides[0], 'compare-before')}
        after={side(sides[1], 'compare-after')}
        width={Math.max(120, Math.floor((width - 16) / 2))}
        height={SIDE_HEIGHT}
        differences={differences}
      />
      <div className="designer-compare__accepts">
        {sides.map((direction) => (
          <button
            key={direction.index}
            type="button"
            className="button button--primary"
            disabled={designer.busy}
            aria-label={t('designer.directions.accept', { n: direction.index + 1 })}
            onClick={() => void designer.accept(direction.index)}
          >
            {t('designer.accept')}
          </button>
        ))}
      </div>
    </section>
  );
}
