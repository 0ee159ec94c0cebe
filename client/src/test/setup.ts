import { vi } from 'vitest';

// jsdom does not implement scrolling; the router calls it on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
