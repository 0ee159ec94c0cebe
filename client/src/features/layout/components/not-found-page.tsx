import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import './not-found-page.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
