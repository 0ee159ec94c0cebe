import { vi } from 'vitest';

// jsdom does not implement scrolling; the router calls it on navigation.
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
