import { type RefObject, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';
import { useRotatingWord } from '@client/features/home/hooks/use-rotating-word';
import { useScrolledPast } from '@client/features/home/hooks/use-scrolled-past';
import { HERO_WORDS, SCROLL_HINT_HIDE_PX, shuffled } from '@client/features/home/landing';

import { HeroVideo } from './hero-video';

export function Hero({ startRef }: { startRef: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation();
  const { startDesign } = useRequireLogin('hero');
  // The first word is the one the server drew the page with (the app takes that page over as it is); the rest
  // come shuffled.
  const words = useMemo(() => [HERO_WORDS[0], ...shuffled(HERO_WORDS.slice(1))], []);
  const word = useRotatingWord(words);
  const scrolled = useScrolledPast(SCROLL_HINT_HIDE_PX);
  return (
    <section id="hero" className="hero container" aria-labelledby="hero-title">
      <div className="hero__copy">
        <p className="hero__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          <Trans
            i18nKey="landing.hero.title"
            values={{ word }}
            components={{ word: <span className="hero__word" data-testid="hero-word" /> }}
          />
        </h1>
        <p className="hero__tagline" data-testid="tagline">
          {t('home.tagline')}
        </p>
        {/* Spec §4: signed in, straight to the workbench; a visitor logs in first and lands there after. */}
        <button ref={startRef} type="button" className="button button--primary hero__start" onClick={startDesign}>
          {t('home.startDesign')}
        </button>
      </div>
      <HeroVideo />
      {!scrolled && (
        <p className="hero__scroll-hint" data-testid="scroll-hint" aria-hidden="true">
          <span>{t('landing.hero.scrollHint')}</span>
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </p>
      )}
    </section>
  );
}
