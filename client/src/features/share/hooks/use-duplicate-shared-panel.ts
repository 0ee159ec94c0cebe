import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@client/api/api-error';
import { draftDuplicateSharedPanel } from '@client/api/generated';
import { request } from '@client/api/request';
import { userStore } from '@client/features/account/state/user-store';
import { track } from '@client/features/analytics/analytics';
import { openLoginModal } from '@client/features/auth/state/login-modal-store';
import { toast } from '@client/ui/toast';

// "Duplicate to my projects" (spec §6: pro copies others' panels): the copy opens in the workbench; a plan
// that only views gets 44002001, answered with the upgrade prompt (`onUpgrade`) rather than a toast.
export function useDuplicateSharedPanel(token: string, onUpgrade: (message: string) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async () => {
    setBusy(true);
    try {
      const copy = await request((o) => draftDuplicateSharedPanel({ ...o, body: { token } }), {
        quiet: (error) => error.kind === 'no-permission',
      });
      track('share', { kind: 'duplicate' });
      toast.success(t('share.duplicated'), { id: 'share-duplicated' });
      await navigate({ to: '/web/workbench', search: { projectId: copy.projectId, panelId: copy.panelId } });
    } catch (error) {
      if (isApiError(error) && error.kind === 'no-permission') onUpgrade(error.msg ?? '');
      // Anything else: the request layer showed why.
    } finally {
      setBusy(false);
    }
  }, [token, t, navigate, onUpgrade]);

  // Signed out: sign in first, then duplicate.
  const duplicate = useCallback(() => {
    if (userStore.getState().isLogin) void run();
    else openLoginModal({ callback: () => void run() });
  }, [run]);

  return { duplicate, busy };
}
