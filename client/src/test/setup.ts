import { vi } from 'vitest';

import { installAccessToken } from '@client/features/account/session-storage';

// jsdom does not implement scrolling; the router calls it on navigation.
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// As main.tsx does: calls send the stored session's token.
installAccessToken();
