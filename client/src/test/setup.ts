import { vi } from 'vitest';

import { installAccessToken } from '@client/features/account/session-storage';
import '@client/features/pairing/pair-texts';
import '@client/features/personal/personal-texts';
import '@client/features/workbench/workbench-texts';
import { bundleLanguage } from '@client/i18n/i18n';
import zh from '@client/i18n/zh.json';

// jsdom does not implement scrolling; the router calls it on navigation.
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// As main.tsx does: calls send the stored session's token.
installAccessToken();

// The app fetches the Chinese texts from the server; tests have them at hand.
bundleLanguage('zh', zh);
