import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { client } from '@client/api/generated/client.gen';
import { createQueryClient } from '@client/api/query-client';
import { LoginModal } from '@client/features/auth/components/login-modal';
import { loginModalStore, openLoginModal } from '@client/features/auth/state/login-modal-store';
import { userStore } from '@client/features/account/state/user-store';
import { i18n, initI18n } from '@client/i18n/i18n';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('@client/ui/toast', () => ({ toast }));

// Answers every call with success and records the operation and body.
function fakeServer() {
  const calls: Array<{ op: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const op = new URL(input.url).pathname.split('/').pop() ?? '';
      const text = input.method === 'POST' ? await input.text() : '';
      calls.push({ op, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> });
      const data = op === 'config' ? { chrome: {}, edge: {}, docsUrl: '', providers: [] } : null;
      return new Response(JSON.stringify({ code: 0, data, msg: '' }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true }) as HTMLInputElement;
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });

beforeEach(async () => {
  void initI18n('en');
  await i18n.changeLanguage('en');
  client.setConfig({ baseUrl: 'http://boxify.test' });
  window.localStorage.clear();
  userStore.clear();
  loginModalStore.close();
  for (const fn of Object.values(toast)) fn.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('password sign-up with an activation link', () => {
  it('registers (Support/registry), shows the inbox step and resends after 60 s', async () => {
    const calls = fakeServer();
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <LoginModal />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    act(() => openLoginModal({ mode: 'signUp' }));
    fireEvent.click(button('Sign up with a password — we e-mail an activation link'));
    await screen.findByRole('dialog', { name: 'Sign up with a password' });
    // No code in this mode: e-mail and password only.
    expect(within(dialog()).queryByLabelText('Verification code')).toBeNull();

    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'secret-1' } });
    // Fake clocks that still move on their own, so the calls resolve and the countdown can be skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button('Sign up'));

    await screen.findByRole('dialog', { name: 'Check your inbox' });
    const registry = calls.find((call) => call.op === 'registry');
    expect(registry?.body).toMatchObject({ email: 'ada@example.com', product: 12 });
    expect(registry?.body.password).toMatch(/^[0-9a-f]{64}$/);
    expect(toast.success).toHaveBeenCalledWith(
      'Registration successful! Please check your e-mail to activate your account.',
    );
    expect(within(dialog()).getByTestId('activation-email').textContent).toBe('ada@example.com');
    // The sign-up just sent a link: the resend waits 60 s like the code button.
    expect((button(/^Resend in 60s$/) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    const resend = button('Resend activation e-mail') as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    await waitFor(() => expect(calls.some((call) => call.op === 'resendActivationEmail')).toBe(true));
    expect(calls.find((call) => call.op === 'resendActivationEmail')?.body).toEqual({
      email: 'ada@example.com',
      product: 12,
    });
    await waitFor(() => expect((button(/^Resend in \d+s$/) as HTMLButtonElement).disabled).toBe(true));

    fireEvent.click(button('Back to sign in'));
    await screen.findByRole('dialog', { name: 'Sign in to Boxify' });
    expect(field('Email').value).toBe('ada@example.com');
  });
});
