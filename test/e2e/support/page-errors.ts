import type { Page } from '@playwright/test';

// Collects script errors and CSP refusals; the server's strict CSP must not block anything.
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      errors.push(`csp: ${message.text()}`);
    }
  });
  return errors;
}
