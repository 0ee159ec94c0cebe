import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { client } from '@client/api/generated/client.gen';
import { AppFooter } from '@client/features/workbench/components/app-footer';
import { i18n, initI18n } from '@client/i18n/i18n';

// Extension/config as a server with the given links answers it.
function serverWith(config: { chrome?: string; edge?: string; docsUrl?: string }) {
  const data = {
    chrome: { storeUrl: config.chrome ?? '' },
    edge: { storeUrl: config.edge ?? '' },
    docsUrl: config.docsUrl ?? '',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 0, data, msg: '' }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  </I18nextProvider>
);

beforeEach(async () => {
  void initI18n('en');
  await i18n.changeLanguage('en');
  client.setConfig({ baseUrl: 'http://boxify.test' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppFooter', () => {
  it('offers the sister products a server names', async () => {
    serverWith({ docsUrl: 'https://docs.example.test' });
    render(<AppFooter />, { wrapper });
    expect(await screen.findByRole('button', { name: 'Sister products' })).toBeTruthy();
  });

  it('shows no sister-product menu, and no "none configured" text, when the server names none', async () => {
    serverWith({});
    render(<AppFooter />, { wrapper });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sister products' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/configured/i);
  });
});
