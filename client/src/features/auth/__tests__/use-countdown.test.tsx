import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RESEND_COUNTDOWN_SECONDS, useCountdown } from '@client/features/auth/hooks/use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts 60 s down once a second, then stops', () => {
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });

    act(() => result.current.start());
    expect(result.current).toMatchObject({ secondsLeft: 60, running: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(59);
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(result.current).toMatchObject({ secondsLeft: 1, running: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.secondsLeft).toBe(0);
  });

  it('can be reset', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(10));
    act(() => result.current.reset());
    expect(result.current.running).toBe(false);
  });
});
