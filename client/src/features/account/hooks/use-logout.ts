import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { logout } from '@client/features/account/user-session';

export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  return useCallback(async () => {
    await logout();
    toast.success(t('auth.logoutSuccess'));
  }, [t]);
}
