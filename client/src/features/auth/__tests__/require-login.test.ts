import { describe, expect, it, vi } from 'vitest';

import { requireLoginActions } from '@client/features/auth/hooks/use-require-login';

function deps(isLogin: boolean) {
  return {
    isLogin: () => isLogin,
    openLogin: vi.fn(),
    toWorkbench: vi.fn(),
    toPricing: vi.fn(),
  };
}

describe('Start Design and Upgrade (spec §4)', () => {
  it('go straight on when logged in', () => {
    const d = deps(true);
    const actions = requireLoginActions(d);
    actions.startDesign();
    actions.upgrade();
    expect(d.toWorkbench).toHaveBeenCalledTimes(1);
    expect(d.toPricing).toHaveBeenCalledTimes(1);
    expect(d.openLogin).not.toHaveBeenCalled();
  });

  it("store 'navigate_workbench' and open the login with a callback to the workbench when anonymous", () => {
    const d = deps(false);
    requireLoginActions(d).startDesign();
    expect(d.toWorkbench).not.toHaveBeenCalled();
    expect(d.openLogin).toHaveBeenCalledWith({ action: 'navigate_workbench', callback: expect.any(Function) });
    const [{ callback }] = d.openLogin.mock.calls[0] as [{ callback: () => void }];
    callback();
    expect(d.toWorkbench).toHaveBeenCalledTimes(1);
  });

  it("store 'navigate_pricing' and open the login with a callback to pricing when anonymous", () => {
    const d = deps(false);
    requireLoginActions(d).upgrade('pro');
    expect(d.openLogin).toHaveBeenCalledWith({ action: 'navigate_pricing', callback: expect.any(Function) });
    expect(d.toPricing).not.toHaveBeenCalled();
    const [{ callback }] = d.openLogin.mock.calls[0] as [{ callback: () => void }];
    callback();
    // The plan to highlight survives the login.
    expect(d.toPricing).toHaveBeenCalledWith('pro');
  });
});

describe('View my designs', () => {
  it('goes to the workbench (the user’s projects) when logged in', () => {
    const d = deps(true);
    requireLoginActions(d).viewMyDesigns();
    expect(d.toWorkbench).toHaveBeenCalledTimes(1);
    expect(d.openLogin).not.toHaveBeenCalled();
  });

  it('opens the login with a callback to the workbench when anonymous', () => {
    const d = deps(false);
    requireLoginActions(d).viewMyDesigns();
    expect(d.toWorkbench).not.toHaveBeenCalled();
    expect(d.openLogin).toHaveBeenCalledWith({ callback: expect.any(Function) });
    const [{ callback }] = d.openLogin.mock.calls[0] as [{ callback: () => void }];
    callback();
    expect(d.toWorkbench).toHaveBeenCalledTimes(1);
  });
});
