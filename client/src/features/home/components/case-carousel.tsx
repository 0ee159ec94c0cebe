import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { boundedPage, CASES_PAGE_SIZE, pageCount, pageOf } from '@client/features/home/landing';

// Spec §2/§4: a carousel paged three at a time; previous and next stop at the ends.
export function CaseCarousel<T>({
  title,
  items,
  keyOf,
  render,
  testId,
}: {
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(0);
  const pages = pageCount(items.length, CASES_PAGE_SIZE);
  const current = boundedPage(page, items.length);
  const go = (to: number) => setPage(boundedPage(to, items.length));
  return (
    <div className="case-carousel" data-testid={testId} aria-labelledby={`${id}-title`} role="group">
      <div className="case-carousel__head">
        <h3 id={`${id}-title`} className="case-carousel__title">
          {title}
        </h3>
        <div className="case-carousel__controls">
          <span className="case-carousel__page" aria-live="polite">
            {t('landing.cases.page', { page: current + 1, pages })}
          </span>
          <button
            type="button"
            className="case-carousel__arrow"
            aria-label={t('landing.cases.previous')}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="case-carousel__arrow"
            aria-label={t('landing.cases.next')}
            disabled={current >= pages - 1}
            onClick={() => go(current + 1)}
          >
            ›
          </button>
        </div>
      </div>
      <ul className="case-carousel__list">
        {pageOf(items, current).map((item) => (
          <li key={keyOf(item)} className="case-carousel__item">
            {render(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
