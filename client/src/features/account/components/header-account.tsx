import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { openLoginModal } from '@client/features/auth/state/login-modal-store';
import { useUser } from '@client/features/account/hooks/use-user';

import './header-account.css';

// The menu (and its popper) loads only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

// The header's account corner: a sign-in button, or the user's menu once signed in.
export function HeaderAccount() {
  const { t } = useTranslation();
  const { isLogin } = useUser();
  if (isLogin) {
    return (
      <Suspense fallback={<span className="user-menu__placeholder" aria-hidden="true" />}>
        <UserMenu />
      </Suspense>
    );
  }
  return (
    <button type="button" className="button button--primary header-sign-in" onClick={() => openLoginModal()}>
      {t('auth.signInButton')}
    </button>
  );
}
