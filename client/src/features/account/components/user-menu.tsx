import { Link } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';

import { useLanguage } from '@client/features/language/hooks/use-language';
import { formatCredits } from '@client/features/account/format';
import { useLogout } from '@client/features/account/hooks/use-logout';
import { useUser } from '@client/features/account/hooks/use-user';
import { aiPlanKey, versionKey } from '@client/features/account/state/account-state';

import './user-menu.css';

// The signed-in user's menu in the header: name, plan, credits, upgrade, personal centre, log out.
// A screen may add its own items (the workbench adds its keyboard shortcuts).
export function UserMenu({ children, onLogout }: { children?: ReactNode; onLogout?: () => Promise<void> } = {}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useUser();
  const logout = useLogout();
  const { upgrade } = useRequireLogin('user-menu');
  const name = user.user?.name || user.user?.email || t('account.unnamed');
  const initial = name.trim().slice(0, 1).toUpperCase();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="user-menu__trigger" aria-label={t('account.menuLabel', { name })}>
        <span className="user-menu__avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="user-menu__name">{name}</span>
        <svg className="user-menu__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu__content" align="end" sideOffset={8}>
          <div className="user-menu__header">
            <p className="user-menu__header-name">{name}</p>
            {user.user?.email && <p className="user-menu__header-email">{user.user.email}</p>}
          </div>
          {/* A menu may hold only items and groups for assistive technology: the facts are plain text, not a <dl>. */}
          <div className="user-menu__facts">
            <p>
              <span className="user-menu__fact-label">{t('account.plan')}</span>
              <span data-testid="menu-plan">{t(`account.versions.${versionKey(user.version)}`)}</span>
            </p>
            <p>
              <span className="user-menu__fact-label">{t('account.aiPlan')}</span>
              <span>{t(`account.aiPlans.${aiPlanKey(user.aiVersion)}`)}</span>
            </p>
            <p>
              <span className="user-menu__fact-label">{t('account.credits')}</span>
              <span data-testid="menu-credits">{formatCredits(user.aiCredits, language)}</span>
            </p>
          </div>
          <DropdownMenu.Separator className="user-menu__separator" />
          <DropdownMenu.Item className="user-menu__item" onSelect={() => upgrade()}>
            {t('account.upgrade')}
          </DropdownMenu.Item>
          {children}
          <DropdownMenu.Item className="user-menu__item" asChild>
            <Link to="/web/personal">{t('account.personalCentre')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="user-menu__item" onSelect={() => void (onLogout ?? logout)()}>
            {t('account.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
