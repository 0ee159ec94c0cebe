import { useTranslation } from 'react-i18next';

import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';

import { CanvasIllustration } from './canvas-illustration';
import { ProductHighlights } from './product-highlights';

import './home-page.css';

const STEPS = ['describe', 'edit', 'export'] as const;

export function HomePage() {
  const { t } = useTranslation();
  const { startDesign } = useRequireLogin('hero');
  return (
    <>
      <section className="hero container" aria-labelledby="hero-title">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('app.name')}
          </h1>
          <p className="hero__tagline" data-testid="tagline">
            {t('home.tagline')}
          </p>
          {/* Spec §4: signed in, straight to the workbench; a visitor logs in first and lands there after. */}
          <button type="button" className="button button--primary hero__start" onClick={startDesign}>
            {t('home.startDesign')}
          </button>
        </div>
        <CanvasIllustration />
      </section>
      {/* Spec §2: the product highlights follow the hero. */}
      <ProductHighlights />
      <section className="steps container" aria-labelledby="steps-title">
        <h2 id="steps-title" className="home__section-title">
          {t('home.stepsTitle')}
        </h2>
        <ol className="steps__list">
          {STEPS.map((step, index) => (
            <li key={step} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__name">{t(`home.steps.${step}.title`)}</h3>
              <p className="steps__text">{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
