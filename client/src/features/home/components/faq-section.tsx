import { useLocation } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { faqItems } from '@client/features/home/home-cms';
import { useHomeCms } from '@client/features/home/hooks/use-home-cms';
import { scrollToSection } from '@client/features/home/hooks/scroll-to-section';
import { CREDIT_FAQ_EVENT, CREDIT_FAQ_KEY, FAQ_SKELETON_ROWS, faqItemId } from '@client/features/home/landing';
import { useLanguage } from '@client/features/language/hooks/use-language';
import { useLoaded } from '@client/ui/use-loaded';
import { useSeen } from '@client/ui/use-seen';

// The accordion loads when the FAQ comes into view or a link asks for it: the landing's first script carries none
// of it.
const loadFaqList = () => import('./faq-list');

// Spec §4 FAQ: a 5-row skeleton while loading, the error with Try Again (a reload), then an accordion with one
// item open at a time (clicking the open one closes it). jumpToCreditFaq opens the credit item and scrolls to it.
export function FaqSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const cms = useHomeCms();
  const items = useMemo(() => (cms.data ? faqItems(cms.data.contents, language) : []), [cms.data, language]);
  const [open, setOpen] = useState<string | undefined>(undefined);
  // jumpToCreditFaq may come before the items: the credit item opens (and is scrolled to) once they are there.
  const [creditAsked, setCreditAsked] = useState(false);
  const hasCredit = items.some((item) => item.key === CREDIT_FAQ_KEY);
  const shown = creditAsked && hasCredit ? CREDIT_FAQ_KEY : (open ?? items[0]?.key ?? '');
  const scrolledToCredit = useRef(false);
  const section = useRef<HTMLElement>(null);
  // A link to the FAQ (`?section=faq`) asks for it before it is scrolled into view.
  const linked = useLocation({ select: (location) => (location.search as Record<string, unknown>).section === 'faq' });
  const list = useLoaded(loadFaqList, useSeen(section) || creditAsked || linked);

  useEffect(() => {
    const onJump = () => {
      scrolledToCredit.current = false;
      setCreditAsked(true);
    };
    window.addEventListener(CREDIT_FAQ_EVENT, onJump);
    return () => window.removeEventListener(CREDIT_FAQ_EVENT, onJump);
  }, []);
  useEffect(() => {
    if (!creditAsked || !hasCredit || !list || scrolledToCredit.current) return;
    scrolledToCredit.current = true;
    scrollToSection(faqItemId(CREDIT_FAQ_KEY));
  }, [creditAsked, hasCredit, list]);

  return (
    <section ref={section} id="faq" className="faq container" aria-labelledby="faq-title">
      <h2 id="faq-title" className="home__section-title">
        {t('landing.faq.title')}
      </h2>
      <p className="faq__lead">{t('landing.faq.lead')}</p>
      {(cms.isPending || (items.length > 0 && !list)) && (
        <ul className="faq__skeleton" data-testid="faq-skeleton" aria-busy="true" aria-label={t('landing.faq.loading')}>
          {Array.from({ length: FAQ_SKELETON_ROWS }, (_, row) => (
            <li key={row} className="faq__skeleton-row" />
          ))}
        </ul>
      )}
      {cms.isError && (
        <div className="faq__error" role="alert">
          <p>{t('landing.faq.error')}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('landing.faq.retry')}
          </button>
        </div>
      )}
      {items.length > 0 && list && (
        <list.FaqList
          items={items}
          shown={shown}
          onOpen={(value) => {
            setCreditAsked(false);
            setOpen(value);
          }}
        />
      )}
    </section>
  );
}
