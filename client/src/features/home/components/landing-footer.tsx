import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { agreementUrl } from '@client/features/auth/agreement-url';
import { useLanguage } from '@client/features/language/hooks/use-language';
import { useExtensionConfig } from '@client/features/system/hooks/use-extension-config';
import { useSystemInfo } from '@client/features/system/hooks/use-system-info';

// A self-hosted server sets its own address; the default is the project's.
const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@boxify.app';

// Spec §1/§2: the landing footer — products (the extension only once a store URL is configured; the plugins are
// named as coming, not linked, since none is published), Terms and Policies, Contact, the beta line and the
// parent company the operator names (hidden when unset).
export function LandingFooter({ footerRef }: { footerRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const info = useSystemInfo();
  const config = useExtensionConfig();
  const extensions = [
    { id: 'chrome', label: t('landing.footer.chromeExtension'), href: config.data?.chrome.storeUrl },
    { id: 'edge', label: t('landing.footer.edgeExtension'), href: config.data?.edge.storeUrl },
  ].filter((item): item is { id: string; label: string; href: string } => Boolean(item.href));
  const parent = info.data?.parentCompany;
  return (
    <section
      ref={footerRef}
      className="landing-footer"
      aria-label={t('landing.footer.label')}
      data-testid="landing-footer"
    >
      <div className="landing-footer__inner container">
        <div className="landing-footer__about">
          <p className="landing-footer__beta">{t('landing.footer.beta')}</p>
          {parent && (
            <p className="landing-footer__parent" data-testid="parent-company">
              {t('landing.footer.parentBefore')}
              {parent.url ? (
                <a href={parent.url} target="_blank" rel="noopener">
                  {parent.name}
                </a>
              ) : (
                parent.name
              )}
              {t('landing.footer.parentAfter')}
            </p>
          )}
        </div>
        <div className="landing-footer__column">
          <h2 className="landing-footer__title">{t('landing.footer.products')}</h2>
          <ul>
            <li>
              {t('landing.footer.makePlugin')} <span className="landing-footer__soon">{t('landing.footer.soon')}</span>
            </li>
            <li>
              {t('landing.footer.screenshotPlugin')}{' '}
              <span className="landing-footer__soon">{t('landing.footer.soon')}</span>
            </li>
            {extensions.map((item) => (
              <li key={item.id}>
                <a href={item.href} target="_blank" rel="noopener">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="landing-footer__column">
          <h2 className="landing-footer__title">{t('landing.footer.terms')}</h2>
          <ul>
            <li>
              <a href={agreementUrl('service-agreement', language)} target="_blank" rel="noopener">
                {t('landing.footer.service')}
              </a>
            </li>
            <li>
              <a href={agreementUrl('privacy', language)} target="_blank" rel="noopener">
                {t('landing.footer.privacy')}
              </a>
            </li>
          </ul>
        </div>
        <div className="landing-footer__column">
          <h2 className="landing-footer__title">{t('landing.footer.contact')}</h2>
          <ul>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            {config.data?.docsUrl && (
              <li>
                <a href={config.data.docsUrl} target="_blank" rel="noopener">
                  {t('landing.footer.docs')}
                </a>
              </li>
            )}
            <li>
              <a href="/api/docs" target="_blank" rel="noopener">
                {t('landing.footer.apiDocs')}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
