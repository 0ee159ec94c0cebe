import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LazyToaster } from '../lazy-toaster';
import { toast } from '../toast';

// The toasts' library loads with the first toast; nothing said before it is ready is lost.
describe('toasts', () => {
  it('shows what was said before the toaster was ready, in order, and dismisses by the id it answered', async () => {
    render(<LazyToaster />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    toast.error('The network is unavailable');
    const saving = toast.loading('Saving…');
    toast.success('Saved');
    expect(typeof saving).toBe('string');

    expect(await screen.findByText('The network is unavailable')).toBeTruthy();
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Saving…')).toBeTruthy();
    const texts = [...document.querySelectorAll('[data-sonner-toast]')].map((element) => element.textContent);
    expect(texts.findIndex((text) => text?.includes('Saved'))).toBeLessThan(
      texts.findIndex((text) => text?.includes('The network is unavailable')),
    );

    toast.dismiss(saving);
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    // Once loaded, a toast with the same id replaces the one shown.
    toast.error('Still offline', { id: 'network' });
    toast.error('Back online soon', { id: 'network' });
    expect(await screen.findByText('Back online soon')).toBeTruthy();
    expect(screen.queryByText('Still offline')).toBeNull();
  });
});
