import { useTranslation } from 'react-i18next';

import { useSystemInfo } from '@client/features/system/hooks/use-system-info';

function ServerStatus() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  if (info.isPending) return <span className="site-footer__server">{t('footer.serverLoading')}</span>;
  if (info.isError) return <span className="site-footer__server">{t('footer.serverUnavailable')}</span>;
  return (
    <span className="site-footer__server" data-testid="server-version">
      <span className="site-footer__dot" aria-hidden="true" />
      {t('footer.server', { name: info.data.name, version: info.data.version })}
    </span>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
        <ServerStatus />
      </div>
    </footer>
  );
}
