import { beforeEach, describe, expect, it } from 'vitest';

import {
  INTENT_TTL_MS,
  intentDestination,
  intentForAction,
  LOGIN_INTENT_KEY,
  takeLoginIntent,
  writeLoginIntent,
} from '@client/features/auth/login-intent';

beforeEach(() => window.localStorage.clear());

describe('third_party_login_intent', () => {
  it('maps the pending action to an intent record', () => {
    expect(intentForAction('navigate_workbench', 1000)).toEqual({ type: 'workbench', timestamp: 1000 });
    expect(intentForAction('navigate_pricing', 1000)).toEqual({
      type: 'custom',
      customCallback: 'pricing',
      timestamp: 1000,
    });
  });

  it('is honoured for 5 minutes and removed once read', () => {
    expect(INTENT_TTL_MS).toBe(300_000);
    writeLoginIntent({ type: 'workbench', timestamp: 10_000 });
    expect(JSON.parse(window.localStorage.getItem(LOGIN_INTENT_KEY) ?? '{}')).toEqual({
      type: 'workbench',
      timestamp: 10_000,
    });
    expect(takeLoginIntent(10_000 + INTENT_TTL_MS)).toEqual({ type: 'workbench', timestamp: 10_000 });
    expect(window.localStorage.getItem(LOGIN_INTENT_KEY)).toBeNull();
    expect(takeLoginIntent(10_000)).toBeUndefined();
  });

  it('ignores and removes a stale, future or malformed intent', () => {
    writeLoginIntent({ type: 'workbench', timestamp: 0 });
    expect(takeLoginIntent(INTENT_TTL_MS + 1)).toBeUndefined();
    expect(window.localStorage.getItem(LOGIN_INTENT_KEY)).toBeNull();

    writeLoginIntent({ type: 'workbench', timestamp: 5000 });
    expect(takeLoginIntent(1000)).toBeUndefined();

    window.localStorage.setItem(LOGIN_INTENT_KEY, '{"type":"teleport","timestamp":1}');
    expect(takeLoginIntent(2)).toBeUndefined();
    window.localStorage.setItem(LOGIN_INTENT_KEY, 'not json');
    expect(takeLoginIntent(2)).toBeUndefined();
    expect(window.localStorage.getItem(LOGIN_INTENT_KEY)).toBeNull();
  });

  it('leads workbench intents to the workbench and custom pricing ones to pricing', () => {
    expect(intentDestination({ type: 'workbench', timestamp: 1 })).toEqual({ kind: 'workbench' });
    expect(intentDestination({ type: 'custom', customCallback: 'pricing', timestamp: 1 })).toEqual({
      kind: 'pricing',
    });
    expect(intentDestination({ type: 'custom', customCallback: 'other', timestamp: 1 })).toEqual({ kind: 'none' });
    expect(intentDestination(undefined)).toEqual({ kind: 'none' });
  });
});
