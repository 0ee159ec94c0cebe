import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import { agreementUrl } from '@client/features/auth/agreement-url';
import { useLanguage } from '@client/features/language/hooks/use-language';
import { useExtensionConfig } from '@client/features/system/hooks/use-extension-config';

// A self-hosted server sets its own address; the default is the project's.
const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@boxify.app';

// Spec §2: the app's footer — about, contact, privacy policy, terms of service, and the sister products this
// server names (none: the menu is not shown).
export function AppFooter() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const config = useExtensionConfig();
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
        {sisters.length > 0 && (
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className="wb-footer__more">
              {t('workbench.footer.sisterProducts')}
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className="wb-menu" side="top" align="start" sideOffset={6}>
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
        )}
      </nav>
      <span className="wb-footer__rights">{t('footer.rights', { year: new Date().getFullYear() })}</span>
    </footer>
  );
}
