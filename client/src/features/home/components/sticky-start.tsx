import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';

// Spec §2: a Start Design button stays at hand once the hero's has scrolled out above, and steps aside near the
// footer so it never covers the footer's links.
export function StickyStart({
  heroStart,
  footer,
}: {
  heroStart: RefObject<HTMLElement | null>;
  footer: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { startDesign } = useRequireLogin('sticky');
  const [heroGone, setHeroGone] = useState(false);
  const [nearFooter, setNearFooter] = useState(false);
  useEffect(() => {
    const hero = heroStart.current;
    const end = footer.current;
    if (!hero || !end) return;
    const heroObserver = new IntersectionObserver(([entry]) =>
      setHeroGone(!entry.isIntersecting && entry.boundingClientRect.bottom < 0),
    );
    const footerObserver = new IntersectionObserver(([entry]) => setNearFooter(entry.isIntersecting), {
      rootMargin: '0px 0px 120px 0px',
    });
    heroObserver.observe(hero);
    footerObserver.observe(end);
    return () => {
      heroObserver.disconnect();
      footerObserver.disconnect();
    };
  }, [heroStart, footer]);
  if (!heroGone || nearFooter) return null;
  return (
    <button
      type="button"
      className="button button--primary sticky-start"
      data-testid="sticky-start"
      onClick={startDesign}
    >
      {t('home.startDesign')}
    </button>
  );
}
