import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@client/api/generated';
import { client } from '@client/api/generated/client.gen';
import { createQueryClient } from '@client/api/query-client';
import { LOGIN_CALLBACK_DELAY_MS, LoginModal } from '@client/features/auth/components/login-modal';
import { loginModalStore, openLoginModal } from '@client/features/auth/state/login-modal-store';
import { userStore } from '@client/features/account/state/user-store';
import { i18n, initI18n } from '@client/i18n/i18n';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('@client/ui/toast', () => ({ toast }));

type Route = (body: Record<string, unknown>) => { status?: number; code?: number; data?: unknown; msg?: string };

// Answers each operation (by the last path segment) from `routes`; records the bodies sent.
function fakeServer(routes: Record<string, Route>) {
  const calls: Array<{ op: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const op = new URL(input.url).pathname.split('/').pop() ?? '';
      const text = input.method === 'POST' ? await input.text() : '';
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      calls.push({ op, body });
      const answer = routes[op]?.(body) ?? { code: 0, data: null };
      return new Response(
        JSON.stringify({ code: answer.code ?? 0, data: answer.data ?? null, msg: answer.msg ?? '' }),
        {
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return calls;
}

const CONFIG = {
  chrome: { downloadUrl: '', storeUrl: '' },
  edge: { downloadUrl: '', storeUrl: '' },
  docsUrl: '',
  providers: [
    { thirdType: 5, name: 'google', label: 'Google', enabled: true },
    { thirdType: 7, name: 'github', label: 'GitHub', enabled: false },
  ],
};

const SESSION = {
  isLogin: true,
  token: 'tok-9',
  expiresAt: '',
  user: { name: 'Ada', email: 'ada@example.com', userCode: 'u9' },
};

function renderModal() {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <LoginModal />
      </QueryClientProvider>
    </I18nextProvider>,
  );
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

describe('login modal', () => {
  it('validates the e-mail on blur and every field on submit', async () => {
    fakeServer({ config: () => ({ data: CONFIG }) });
    renderModal();
    act(() => openLoginModal());
    expect(screen.getByRole('dialog', { name: 'Sign in to Boxify' })).toBeTruthy();

    fireEvent.blur(field('Email'));
    expect(await within(dialog()).findByText('Please enter your email address')).toBeTruthy();
    fireEvent.change(field('Email'), { target: { value: 'ada@' } });
    expect(within(dialog()).getByText('Please enter a valid email address')).toBeTruthy();

    fireEvent.click(button('Sign in'));
    expect(within(dialog()).getByText('Please enter your password')).toBeTruthy();
    fireEvent.change(field('Password'), { target: { value: 'x'.repeat(41) } });
    expect(within(dialog()).getByText('Password cannot exceed 40 characters')).toBeTruthy();
  });

  it('resets the form when switching to sign-up, and requires the code there', async () => {
    fakeServer({ config: () => ({ data: CONFIG }) });
    renderModal();
    act(() => openLoginModal());
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(button('Sign up'));
    await screen.findByRole('dialog', { name: 'Create your account' });
    expect(field('Email').value).toBe('');

    fireEvent.click(button('Sign up'));
    expect(within(dialog()).getByText('Please enter the verification code')).toBeTruthy();
    expect(within(dialog()).getByText('Please enter your email address')).toBeTruthy();
  });

  it('checks the address before sending a code, then counts 60 s down', async () => {
    const calls = fakeServer({
      config: () => ({ data: CONFIG }),
      sendEmailVerifyCode: () => ({ data: { resendAfterSeconds: 60, expiresInSeconds: 600 } }),
    });
    renderModal();
    act(() => openLoginModal({ mode: 'signUp' }));
    fireEvent.click(button('Send code'));
    expect(within(dialog()).getByText('Please enter your email address')).toBeTruthy();
    expect(calls.some((c) => c.op === 'sendEmailVerifyCode')).toBe(false);

    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button('Send code'));
    const waiting = await within(dialog()).findByRole('button', { name: 'Resend in 60s' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(calls.find((c) => c.op === 'sendEmailVerifyCode')?.body).toEqual({ email: 'ada@example.com', product: 12 });
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(button('Resend code')).toHaveProperty('disabled', false);
  });

  it('registers with the hashed password and the code as an integer, then switches to sign-in', async () => {
    const calls = fakeServer({ config: () => ({ data: CONFIG }), registryByVerifyCode: () => ({ data: null }) });
    renderModal();
    act(() => openLoginModal({ mode: 'signUp' }));
    fireEvent.change(field('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(field('Verification code'), { target: { value: '012345' } });
    fireEvent.change(field('Password'), { target: { value: 'abcdefgh' } });
    fireEvent.click(button('Sign up'));
    await screen.findByRole('dialog', { name: 'Sign in to Boxify' });
    expect(calls.find((c) => c.op === 'registryByVerifyCode')?.body).toEqual({
      email: 'ada@example.com',
      password: '9c56cc51b374c3ba189210d5b6d4bf57790d351c96c47c02190ecf1e430635ab',
      product: 12,
      verifyCode: 12345,
    });
    expect(toast.success).toHaveBeenCalledWith('Registration successful! Please login with your credentials.');
    expect(field('Email').value).toBe('ada@example.com');
  });

  it('signs in, stores the session, closes and runs the callback 500 ms later', async () => {
    const calls = fakeServer({ config: () => ({ data: CONFIG }), login: () => ({ data: SESSION }) });
    const callback = vi.fn();
    renderModal();
    act(() => openLoginModal({ action: 'navigate_workbench', callback }));
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'abc' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button('Sign in'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.op === 'login')?.body).toMatchObject({ email: 'ada@example.com', product: 12 });
    expect(toast.success).toHaveBeenCalledWith('Login successful!');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({
      isLogin: true,
      token: 'tok-9',
      user: { name: 'Ada' },
    });
    expect(callback).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(LOGIN_CALLBACK_DELAY_MS));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("shows the server's msg on a refused login, else 'Login failed. Please try again.'", async () => {
    let msg = 'Too many attempts, try again in 60 s';
    fakeServer({ config: () => ({ data: CONFIG }), login: () => ({ status: 429, code: ErrorCode.RateLimited, msg }) });
    renderModal();
    act(() => openLoginModal());
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'abc' } });
    fireEvent.click(button('Sign in'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(msg));
    msg = '';
    fireEvent.click(button('Sign in'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Login failed. Please try again.'));
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows only enabled providers and reports an authorization answer without url', async () => {
    const calls = fakeServer({
      config: () => ({ data: CONFIG }),
      authorizationLoginRequest: () => ({ data: { authorizationUrl: '', state: 's' } }),
    });
    renderModal();
    act(() => openLoginModal({ action: 'navigate_pricing' }));
    const google = await within(dialog()).findByRole('button', { name: 'Continue with Google' });
    expect(within(dialog()).queryByRole('button', { name: 'Continue with GitHub' })).toBeNull();
    fireEvent.click(google);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Third-party login failed. Please try again.'));
    expect(calls.find((c) => c.op === 'authorizationLoginRequest')?.body).toEqual({
      product: 12,
      thirdType: 5,
      redirectUrl: window.location.href,
    });
    expect(JSON.parse(window.localStorage.getItem('third_party_login_intent') ?? '{}')).toMatchObject({
      type: 'custom',
      customCallback: 'pricing',
    });
  });

  it('links the agreements in the interface language', async () => {
    fakeServer({ config: () => ({ data: CONFIG }) });
    await i18n.changeLanguage('zh');
    renderModal();
    act(() => openLoginModal());
    expect(within(dialog()).getByRole('link', { name: '服务协议' }).getAttribute('href')).toBe(
      '/web/agreement/service-agreement-cn.html',
    );
    expect(within(dialog()).getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe(
      '/web/agreement/privacy-cn.html',
    );
  });
});
