import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { materialListPreviewMaterialList, type MaterialListPreviewMaterialListResponse } from '@client/api/generated';
import { request } from '@client/api/request';
import { showcaseProductIds } from '@client/features/home/home-cms';
import { useHomeCms } from '@client/features/home/hooks/use-home-cms';
import { CASE_PREVIEWS } from '@client/features/home/landing';

import { CaseCarousel } from './case-carousel';

type Product = MaterialListPreviewMaterialListResponse['data'][number];
type Page = Product['materials'][number] & { product: string };

function Preview({ src, label }: { src: string | null; label: string }) {
  return src ? (
    <img className="case-card__preview" src={src} alt="" loading="lazy" />
  ) : (
    <span className="case-card__preview case-card__preview--empty" aria-hidden="true">
      {label.slice(0, 1)}
    </span>
  );
}

function ProductCase({ product }: { product: Product }) {
  const { t } = useTranslation();
  const previews = product.materials.slice(0, CASE_PREVIEWS);
  return (
    <a
      className="case-card"
      href={`/landing/product?id=${encodeURIComponent(product.encryptedId)}`}
      target="_blank"
      rel="noopener"
    >
      <span className="case-card__previews">
        {previews.map((page) => (
          <Preview key={page.encryptedId} src={page.component.preview} label={page.title} />
        ))}
      </span>
      <span className="case-card__name">{product.title}</span>
      <span className="case-card__meta">{t('landing.cases.pageCount', { count: product.encryptedData.length })}</span>
    </a>
  );
}

function PageCase({ page }: { page: Page }) {
  return (
    <a
      className="case-card case-card--page"
      href={`/landing/page?id=${encodeURIComponent(page.encryptedId)}`}
      target="_blank"
      rel="noopener"
    >
      <Preview src={page.component.preview} label={page.title} />
      <span className="case-card__name">{page.title}</span>
      <span className="case-card__meta">{page.product}</span>
    </a>
  );
}

/**
 * Spec §2 showcase, shown by the rule we chose for §6 (which the spec leaves open): to every visitor, once the
 * operator's CMS names showcase products the library holds; with none, the section and its nav item are absent.
 */
export function Showcase() {
  const { t } = useTranslation();
  const cms = useHomeCms();
  const ids = cms.data ? showcaseProductIds(cms.data.contents) : [];
  const products = useQuery({
    queryKey: ['showcase', ids],
    queryFn: () =>
      request(
        (o) => materialListPreviewMaterialList({ ...o, body: { encryptedMaterialListIds: ids, withDetail: true } }),
        { quiet: () => true },
      ),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
  const list = products.data ?? [];
  if (list.length === 0) return null;
  // The cloned UI pages: each product's first page, so one product does not fill the carousel.
  const pages: Page[] = list.flatMap((product) =>
    product.materials.slice(0, 1).map((page) => ({ ...page, product: product.title })),
  );
  return (
    <section id="case" className="showcase container" aria-labelledby="case-title">
      <h2 id="case-title" className="home__section-title">
        {t('landing.cases.title')}
      </h2>
      <p className="showcase__lead">{t('landing.cases.lead')}</p>
      <CaseCarousel
        title={t('landing.cases.products')}
        items={list}
        keyOf={(product) => product.encryptedId}
        render={(product) => <ProductCase product={product} />}
        testId="case-products"
      />
      {pages.length > 0 && (
        <CaseCarousel
          title={t('landing.cases.pages')}
          items={pages}
          keyOf={(page) => page.encryptedId}
          render={(page) => <PageCase page={page} />}
          testId="case-pages"
        />
      )}
    </section>
  );
}
