import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

import {
  CREDIT_FAQ_DELAY_MS,
  CREDIT_FAQ_EVENT,
  SECTION_RETRIES_MS,
  sectionScrollDelay,
} from '@client/features/home/landing';

import { holdSection, scrollToSection } from './scroll-to-section';

/**
 * Spec §2: `?section=<id>` scrolls to that section after 500 ms (100 ms for pricing); when it is not on the
 * page yet, again at 200 ms and once more 500 ms later. `section=faq&faq=credit` instead fires
 * jumpToCreditFaq after 0.5 s: the FAQ opens its credit item and scrolls to it.
 */
export function useSectionParam(): void {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const section = typeof search.section === 'string' ? search.section : undefined;
  const faq = typeof search.faq === 'string' ? search.faq : undefined;
  useEffect(() => {
    if (!section) return;
    const timers: number[] = [];
    if (section === 'faq' && faq === 'credit') {
      timers.push(
        window.setTimeout(() => window.dispatchEvent(new CustomEvent(CREDIT_FAQ_EVENT)), CREDIT_FAQ_DELAY_MS),
      );
      return () => timers.forEach((timer) => window.clearTimeout(timer));
    }
    let release = () => {};
    const attempt = (retry: number) => {
      if (scrollToSection(section)) {
        release = holdSection(section);
        return;
      }
      if (retry >= SECTION_RETRIES_MS.length) return;
      timers.push(window.setTimeout(() => attempt(retry + 1), SECTION_RETRIES_MS[retry]));
    };
    timers.push(window.setTimeout(() => attempt(0), sectionScrollDelay(section)));
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      release();
    };
  }, [section, faq]);
}
