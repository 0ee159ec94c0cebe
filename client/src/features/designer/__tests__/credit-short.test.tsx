import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CreditShort } from '@client/features/designer/components/boxify-panel';
import { i18n, initI18n } from '@client/i18n/i18n';

const upgrade = vi.hoisted(() => vi.fn());
vi.mock('@client/features/auth/hooks/use-require-login', () => ({ useRequireLogin: () => ({ upgrade }) }));

beforeEach(() => {
  void initI18n('en');
  upgrade.mockClear();
});

afterEach(cleanup);

describe('Credit is not enough', () => {
  it.each([
    ['en', 'Credit is not enough!', 'Upgrade'],
    ['zh', '积分不足！', '升级'],
  ])('says so in %s with an Upgrade button to the pricing', async (lng, text, button) => {
    await i18n.changeLanguage(lng);
    render(
      <I18nextProvider i18n={i18n}>
        <CreditShort />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(upgrade).toHaveBeenCalledTimes(1);
  });
});
