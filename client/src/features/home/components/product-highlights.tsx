import { Tabs } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { HIGHLIGHT_ILLUSTRATIONS } from './highlight-illustrations';
import { HIGHLIGHTS, type Highlight, PRODUCT_HIGHLIGHTS_ID } from './highlights';

import './product-highlights.css';

// A card is a tab: clicking it (or arrowing to it) switches the image beside the cards.
export function ProductHighlights() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Highlight>(HIGHLIGHTS[0]);
  const id = useId();
  const Illustration = HIGHLIGHT_ILLUSTRATIONS[shown];
  return (
    <section id={PRODUCT_HIGHLIGHTS_ID} className="highlights container" aria-labelledby={`${id}-title`}>
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
          <Illustration label={t(`home.highlights.items.${shown}.image`)} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
