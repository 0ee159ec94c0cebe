import { useTranslation } from 'react-i18next';

import {
  annualSaving,
  ANNUAL,
  creditsOf,
  isEarlyBird,
  isPopular,
  planTypeOf,
  type CycleType,
  type PricingItem,
  type PricingPrice,
} from '../pricing-logic';
import { formatDollars } from '../money';
import { PlanEntitlements } from './plan-entitlements';

const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@boxify.app';

type Props = {
  item: PricingItem;
  prices: PricingPrice[];
  price: PricingPrice | undefined;
  cycle: CycleType;
  current: boolean;
  onFreePlan: boolean;
  highlighted: boolean;
  pending: boolean;
  onSelect: (price: PricingPrice) => void;
  onUpgrade: (price: PricingPrice) => void;
};

// One plan of the pricing section (spec §4): price, credits option, badges, the action and the entitlements.
export function PlanCard({ item, prices, price, cycle, current, onFreePlan, highlighted, pending, ...on }: Props) {
  const { t } = useTranslation();
  const type = planTypeOf(item);
  const earlyBird = isEarlyBird(price);
  const saving = price && cycle === ANNUAL ? annualSaving(item, creditsOf(price)) : undefined;
  const paid = type === 'plus' || type === 'pro';
  const titleId = `pricing-plan-${item.itemId}`;

  return (
    <article
      className={`pricing-card${isPopular(item) ? ' pricing-card--popular' : ''}${highlighted ? ' pricing-card--highlighted' : ''}`}
      aria-labelledby={titleId}
      data-testid={`plan-${type}`}
      data-highlighted={highlighted || undefined}
    >
      <div className="pricing-card__badges">
        {highlighted && <span className="pricing-badge pricing-badge--recommended">{t('pricing.recommended')}</span>}
        {earlyBird && price ? (
          <span className="pricing-badge pricing-badge--early">{price.tags[0]}</span>
        ) : (
          isPopular(item) && !current && <span className="pricing-badge">{t('pricing.mostPopular')}</span>
        )}
      </div>
      <h3 id={titleId} className="pricing-card__title">
        {item.title}
      </h3>
      <p className="pricing-card__description">{item.description}</p>

      <div className="pricing-card__price" data-testid="plan-price">
        {earlyBird && price && (
          <s className="pricing-card__origin" data-testid="plan-origin-price">
            {formatDollars(price.originPrice / 100)}
          </s>
        )}
        <span className="pricing-card__amount">{price?.price}</span>
        {price && !item.custom && <span className="pricing-card__per">{t('pricing.perMonth')}</span>}
      </div>
      <p className="pricing-card__billing">
        {paid ? t(cycle === ANNUAL ? 'pricing.billedAnnually' : 'pricing.billedMonthly') : '\u00a0'}
        {saving !== undefined && (
          <span className="pricing-card__saving" data-testid="plan-saving">
            {t('pricing.save', { amount: saving })}
          </span>
        )}
      </p>

      {paid && prices.length > 1 && price ? (
        <label className="pricing-card__credits">
          <span className="pricing-card__credits-label">{t('pricing.credits')}</span>
          <select
            value={price.skuId}
            onChange={(event) => {
              const next = prices.find((p) => p.skuId === event.target.value);
              if (next) on.onSelect(next);
            }}
          >
            {prices.map((option) => (
              <option key={option.skuId} value={option.skuId}>
                {option.unit}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <div className="pricing-card__credits pricing-card__credits--none" aria-hidden="true" />
      )}

      <div className="pricing-card__action">
        {type === 'free' && (
          <span className="pricing-card__current">{t(onFreePlan ? 'pricing.currentPlan' : 'pricing.freeForever')}</span>
        )}
        {type === 'enterprise' && (
          <a className="button pricing-card__demo" href={`mailto:${SUPPORT_EMAIL}?subject=Boxify%20Enterprise`}>
            {t('pricing.requestDemo')}
          </a>
        )}
        {paid && current && (
          <button type="button" className="button pricing-card__button" disabled>
            {t('pricing.currentPlan')}
          </button>
        )}
        {paid && !current && price && (
          <button
            type="button"
            className="button button--primary pricing-card__button"
            disabled={pending}
            aria-busy={pending}
            onClick={() => on.onUpgrade(price)}
          >
            {pending && <span className="pricing-spinner" aria-hidden="true" />}
            {t('pricing.upgrade')}
          </button>
        )}
      </div>
      <PlanEntitlements item={item} />
    </article>
  );
}
