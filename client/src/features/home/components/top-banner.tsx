import { useTranslation } from 'react-i18next';

import { scrollToSection } from '@client/features/home/hooks/scroll-to-section';

// Spec §2/§9: the early-bird offer (14.9 dollars a month, save 40 %); a click takes the visitor to pricing.
export function TopBanner() {
  const { t } = useTranslation();
  return (
    <button type="button" className="top-banner" data-testid="top-banner" onClick={() => scrollToSection('pricing')}>
      <span className="top-banner__tag">{t('landing.banner.tag')}</span>
      <span className="top-banner__text">{t('landing.banner.text', { price: '14.9', saving: 40 })}</span>
      <span className="top-banner__cta" aria-hidden="true">
        {t('landing.banner.cta')} →
      </span>
    </button>
  );
}
