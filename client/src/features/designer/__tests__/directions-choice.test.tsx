import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DirectionsChoice } from '@client/features/designer/components/directions-choice';
import { costText } from '@client/features/designer/state/cost';
import { chosenDirections, defaultDirections } from '@client/features/designer/state/directions';
import { i18n, initI18n } from '@client/i18n/i18n';

const upgrade = vi.hoisted(() => vi.fn());
vi.mock('@client/features/auth/hooks/use-require-login', () => ({ useRequireLogin: () => ({ upgrade }) }));

beforeEach(() => {
  void initI18n('en');
  upgrade.mockClear();
});

afterEach(cleanup);

// Issue 19: the number of directions a generation asks for, defaulting as the server does.
describe('directions to design: defaults', () => {
  it('asks for 3 on an empty page and 1 on a page with content, within the plan', () => {
    expect(defaultDirections('generate', true, 4)).toBe(3);
    expect(defaultDirections('generate', false, 4)).toBe(1);
    expect(defaultDirections('generate', true, 2)).toBe(2);
    expect(defaultDirections('generate', true, 1)).toBe(1);
  });

  it('asks for 1 for an edit or an optimisation, whatever was chosen', () => {
    expect(defaultDirections('edit', true, 4)).toBe(1);
    expect(chosenDirections(3, 'edit', true, 4)).toBe(1);
    expect(chosenDirections(3, 'optimise', true, 4)).toBe(1);
  });

  it("keeps the user's choice while the plan allows it", () => {
    expect(chosenDirections(2, 'generate', true, 4)).toBe(2);
    expect(chosenDirections(2, 'generate', false, 4)).toBe(2);
    expect(chosenDirections(3, 'generate', true, 2)).toBe(2);
  });
});

describe('directions to design: the control', () => {
  it.each([
    ['en', 'Directions to design', 'Your plan allows up to 2 directions per prompt.', 'Upgrade for more'],
    ['zh', '设计几个方向', '你的套餐每次最多可请求 2 个方向。', '升级以获得更多'],
  ])('offers 1 to 3, above the plan disabled with a way to upgrade (%s)', async (lng, legend, hint, button) => {
    await i18n.changeLanguage(lng);
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <DirectionsChoice value={2} allowed={2} onChange={onChange} />
      </I18nextProvider>,
    );
    const group = screen.getByRole('group', { name: legend });
    expect(group).toBeTruthy();
    const [one, two, three] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect([one.checked, two.checked, three.checked]).toEqual([false, true, false]);
    expect([one.disabled, two.disabled, three.disabled]).toEqual([false, false, true]);
    expect(group.textContent).toContain(hint);
    fireEvent.click(one);
    expect(onChange).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(upgrade).toHaveBeenCalledWith('pro');
  });

  it('shows no upgrade hint when the plan allows all three', async () => {
    await i18n.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <DirectionsChoice value={3} allowed={4} onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('directions to design: the cost line', () => {
  const t = i18n.t.bind(i18n);
  it('says n × the page price when sending pays, and the accepted one on pro', async () => {
    await i18n.changeLanguage('en');
    const base = { currency: 'AI_CREDIT', canPay: true } as const;
    expect(costText({ ...base, cost: 2, payAt: 'generation', directions: 2 }, t)).toBe(
      'This will use 2 credits (2 directions × 1 credit)',
    );
    expect(costText({ ...base, cost: 1, payAt: 'generation', directions: 1 }, t)).toBe('This will use 1 credit');
    expect(costText({ ...base, cost: 1, payAt: 'acceptance', directions: 3 }, t)).toBe(
      'This will use 1 credit (charged when you accept: only the direction you take)',
    );
    await i18n.changeLanguage('zh');
    expect(costText({ ...base, cost: 3, payAt: 'generation', directions: 3 }, t)).toBe(
      '本次将消耗 3 积分 （3 个方向 × 1 积分）',
    );
  });
});
