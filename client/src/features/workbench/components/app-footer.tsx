import { useQuery } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import { extensionConfig } from '@client/api/generated';
import { request } from '@client/api/request';
import { agreementUrl } from '@client/features/auth/agreement-url';
import { useLanguage } from '@client/features/language/hooks/use-language';

// A self-hosted server sets its own address; the default is the project's.
const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@boxify.app';

// Spec §2: the app's footer — about, contact, privacy policy, terms of service, sister products.
export function AppFooter() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const config = useQuery({
    queryKey: ['extension-config'],
    queryFn: () => request((o) => extensionConfig(o), { quiet: () => true }),
    staleTime: 5 * 60_000,
  });
  const sisters = [
    { id: 'chrome', label: t('workbench.footer.chromeExtension'), href: config.data?.chrome.storeUrl },
    { id: 'edge', label: t('workbench.footer.edgeExtension'), href: config.data?.edge.storeUrl },
    { id: 'docs', label: t('workbench.footer.docs'), href: config.data?.docsUrl },
  ].filter((item): item is { id: string; label: string; href: string } => Boolean(item.href));

  return (
    <footer className="wb-footer">
      <nav className="wb-footer__links" aria-label={t('workbench.footer.label')}>
        <a href="/">{t('workbench.footer.about')}</a>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{t('workbench.footer.contact')}</a>
        <a href={agreementUrl('privacy', language)} target="_blank" rel="noopener">
          {t('workbench.footer.privacy')}
        </a>
        <a href={agreementUrl('service-agreement', language)} target="_blank" rel="noopener">
          {t('workbench.footer.terms')}
        </a>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className="wb-footer__more">
            {t('workbench.footer.sisterProducts')}
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="wb-menu" side="top" align="start" sideOffset={6}>
              {sisters.length === 0 && (
                <DropdownMenu.Item className="wb-menu__item" disabled>
                  {t('workbench.footer.noSisterProducts')}
                </DropdownMenu.Item>
              )}
              {sisters.map((item) => (
                <DropdownMenu.Item key={item.id} className="wb-menu__item" asChild>
                  <a href={item.href} target="_blank" rel="noopener">
                    {item.label}
                  </a>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </nav>
      <span className="wb-footer__rights">{t('footer.rights', { year: new Date().getFullYear() })}</span>
    </footer>
  );
}
