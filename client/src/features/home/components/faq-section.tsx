import { Accordion } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { faqItems } from '@client/features/home/home-cms';
import { useHomeCms } from '@client/features/home/hooks/use-home-cms';
import { scrollToSection } from '@client/features/home/hooks/scroll-to-section';
import { CREDIT_FAQ_EVENT, CREDIT_FAQ_KEY, FAQ_SKELETON_ROWS } from '@client/features/home/landing';
import { useLanguage } from '@client/features/language/hooks/use-language';

const itemId = (key: string) => `faq-${key}`;

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

  useEffect(() => {
    const onJump = () => {
      scrolledToCredit.current = false;
      setCreditAsked(true);
    };
    window.addEventListener(CREDIT_FAQ_EVENT, onJump);
    return () => window.removeEventListener(CREDIT_FAQ_EVENT, onJump);
  }, []);
  useEffect(() => {
    if (!creditAsked || !hasCredit || scrolledToCredit.current) return;
    scrolledToCredit.current = true;
    scrollToSection(itemId(CREDIT_FAQ_KEY));
  }, [creditAsked, hasCredit]);

  return (
    <section id="faq" className="faq container" aria-labelledby="faq-title">
      <h2 id="faq-title" className="home__section-title">
        {t('landing.faq.title')}
      </h2>
      <p className="faq__lead">{t('landing.faq.lead')}</p>
      {cms.isPending && (
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
      {items.length > 0 && (
        <Accordion.Root
          type="single"
          collapsible
          className="faq__list"
          value={shown}
          onValueChange={(value) => {
            setCreditAsked(false);
            setOpen(value);
          }}
        >
          {items.map((item) => (
            <Accordion.Item key={item.key} value={item.key} id={itemId(item.key)} className="faq__item">
              <Accordion.Header className="faq__header">
                <Accordion.Trigger className="faq__question">
                  <span>{item.question}</span>
                  <svg className="faq__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="faq__answer">
                <p>{item.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </section>
  );
}
