import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';

// One sign-in across the console's tabs (web/src/features/staff/session-channel.ts), history in plain words, and the
// console's own "Page not found", in Chromium against the production build, at desktop and tablet widths.
const session = useBrowserSession();

/** A contact-form message as a shopper sends it (multipart, as the shop's page does); returns its MSG- reference. */
async function sendMessage(text: string): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    form: 'contact',
    name: 'Kavya Iyer',
    email: 'kavya@example.in',
    mobile: '9876501234',
    message: text,
  }))
    form.append(name, value);
  const response = await fetch(`${session.baseUrl}/api/submit-form/`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const signInForm = (page: Page) => page.getByRole('heading', { name: 'Sign in to the staff console' });

describe.each([1280, 768])('/staff session across tabs at %i px', (width) => {
  it('opens a record in a new tab without signing in, shows its history in words, and signs out every tab at once', async () => {
    const reference = await sendMessage(`Is Paracetamol 650 in stock? (${width})`);
    const { context, page, errors } = await session.open(width);
    await signInToConsole(page, session.baseUrl, 'support', '/staff/messages');

    // Ctrl-click the queue's link: a new tab, which asks this one for its session instead of showing the sign-in form.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: reference }).click({ modifiers: ['Control'] }),
    ]);
    await tab.getByRole('heading', { name: `Message ${reference}` }).waitFor();
    expect(await signInForm(tab).count()).toBe(0);
    expect(await tab.evaluate(() => [sessionStorage.length, localStorage.length, document.cookie])).toEqual([0, 0, '']);

    await tab.getByLabel(/Your answer/).fill('Yes, it is in stock.');
    await tab.getByRole('button', { name: 'Send answer' }).click();
    await tab.getByText('Answer sent: the message is now “Answered”').waitFor();
    const history = tab.getByRole('region', { name: 'History' });
    await expect.poll(() => history.textContent()).toContain('New → Answered');
    expect(await history.textContent()).toContain('You');
    expect(await history.textContent()).not.toMatch(/\banswered\b|awaiting_support/);
    await expectAxeClean(tab);

    // Sign-out in the first tab signs the new tab out too, without a reload.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInForm(page).waitFor();
    await signInForm(tab).waitFor();
    expect(await tab.getByRole('heading', { name: `Message ${reference}` }).count()).toBe(0);
    // Every tab is left at the dashboard, so the next person does not sign in onto this record.
    await expect.poll(() => new URL(tab.url()).pathname).toBe('/staff');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the console\'s "Page not found" with a way back for an unknown console path', async () => {
    const { context, page, errors } = await session.open(width);
    await signInToConsole(page, session.baseUrl, 'support', '/staff/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Console' }).count()).toBe(1);
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
