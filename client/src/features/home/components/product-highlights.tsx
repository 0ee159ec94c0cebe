import { Tabs } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLoaded } from '@client/ui/use-loaded';
import { useSeen } from '@client/ui/use-seen';

import { HIGHLIGHTS, type Highlight, PRODUCT_HIGHLIGHTS_ID } from './highlights';

import './product-highlights.css';

// The drawings load when the section comes into view: a visitor who never scrolls to it never downloads them.
const loadIllustrations = () => import('./highlight-illustrations');

// A card is a tab: clicking it (or arrowing to it) switches the image beside the cards.
export function ProductHighlights() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Highlight>(HIGHLIGHTS[0]);
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const drawings = useLoaded(loadIllustrations, useSeen(section));
  const Illustration = drawings?.HIGHLIGHT_ILLUSTRATIONS[shown];
  const label = t(`home.highlights.items.${shown}.image`);
  return (
    <section ref={section} id={PRODUCT_HIGHLIGHTS_ID} className="highlights container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="home__section-title">
        {t('home.highlights.title')}
      </h2>
      <Tabs.Root
        className="highlights__body"
        value={shown}
        onValueChange={(value) => setShown(value as Highlight)}
        orientation="vertical"
      >
        <Tabs.List className="highlights__cards" aria-label={t('home.highlights.label')}>
          {HIGHLIGHTS.map((highlight) => (
            <Tabs.Trigger
              key={highlight}
              value={highlight}
              className="highlights__card"
              aria-labelledby={`${id}-${highlight}-name`}
              aria-describedby={`${id}-${highlight}-text`}
            >
              <span id={`${id}-${highlight}-name`} className="highlights__name">
                {t(`home.highlights.items.${highlight}.title`)}
              </span>
              <span id={`${id}-${highlight}-text`} className="highlights__text">
                {t(`home.highlights.items.${highlight}.text`)}
                {highlight === 'figmaIntegration' && (
                  <span className="highlights__note">{t('home.highlights.items.figmaIntegration.note')}</span>
                )}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content
          value={shown}
          className="highlights__image"
          aria-labelledby={`${id}-${shown}-name`}
          data-testid="highlight-image"
          data-highlight={shown}
        >
          {Illustration ? (
            <Illustration label={label} />
          ) : (
            // The drawing's frame, the same size, until the drawings arrive.
            <svg
              className="highlight-illustration"
              viewBox="0 0 480 360"
              role="img"
              aria-label={label}
              focusable="false"
            >
              <rect x="0" y="0" width="480" height="360" rx="20" fill="var(--color-canvas)" />
            </svg>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
