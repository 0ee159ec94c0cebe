import { useTranslation } from 'react-i18next';

import type { PricingItem } from '../pricing-logic';

// The plugins the link: entitlements open (spec §2's footer names the same two).
export const PLUGIN_URLS: Record<string, string> = {
  'link:figma-make': 'https://www.figma.com/community/search?resource_type=plugins&query=boxify%20make',
  'link:figma-s2d': 'https://www.figma.com/community/search?resource_type=plugins&query=boxify%20screenshot',
};

// Spec §3: a plan's entitlement lines; anchor#faq-credit links to the credit FAQ, link:… to the plugins.
export function PlanEntitlements({ item }: { item: PricingItem }) {
  const { t } = useTranslation();
  return (
    <ul className="pricing-card__entitlements">
      {item.entitlements.map((line) => (
        <li key={`${line.key}:${line.title}`} className="pricing-card__entitlement">
          <span className="pricing-card__tick" aria-hidden="true">
            ✓
          </span>
          {PLUGIN_URLS[line.key] ? (
            <a href={PLUGIN_URLS[line.key]} target="_blank" rel="noreferrer">
              {line.title}
            </a>
          ) : (
            <span>
              {line.title}
              {line.key === 'anchor#faq-credit' && (
                <>
                  {' '}
                  <a className="pricing-card__how" href="/?section=faq&faq=credit">
                    {t('pricing.howItWorks')}
                  </a>
                </>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
