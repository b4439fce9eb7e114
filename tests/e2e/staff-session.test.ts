import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';

// The console's session through the token handler (web/src/features/staff/session.tsx, functions/staff-session/) on
// the console's own origin: one sign-in survives reloads and new tabs, a sign-out reaches every tab, and the shop's
// origin gets no token by any channel; history in plain words, and the console's own "Page not found", in Chromium
// against the production build, at desktop and tablet widths.
// Ctrl-clicks open console records in new tabs, which the headless shell cannot (dev/chromium.ts TestBrowserNeeds).
const session = useBrowserSession({ opensTabs: true });

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
    await signInToConsole(page, session.consoleUrl, 'support', '/staff/messages');

    // Ctrl-click the queue's link: a new tab, signed in by the session cookie instead of showing the sign-in form.
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
    // The cookie is gone too: a reload shows the sign-in form.
    await tab.reload();
    await signInForm(tab).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the console\'s "Page not found" with a way back for an unknown console path', async () => {
    const { context, page, errors } = await session.open(width);
    await signInToConsole(page, session.consoleUrl, 'support', '/staff/no-such-page');
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

describe('the console session at 1280 px', () => {
  it('survives reloads: signed in once, still signed in after three reloads and in a new tab opened from a pasted link', async () => {
    const reference = await sendMessage('Do you deliver to Whitefield?');
    const { context, page, errors } = await session.open(1280);
    await signInToConsole(page, session.consoleUrl, 'support');
    for (let reload = 0; reload < 3; reload += 1) {
      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(await signInForm(page).count()).toBe(0);
    }
    // A link pasted into a new tab: no sign-in form, the record at once.
    const pasted = await context.newPage();
    await pasted.goto(`${session.consoleUrl}/staff/records/${reference}`);
    await pasted.getByRole('heading', { name: `Message ${reference}` }).waitFor();
    expect(await signInForm(pasted).count()).toBe(0);
    // Nothing of the session is readable by script: the cookie is HttpOnly, the tokens live in memory.
    expect(await pasted.evaluate(() => [sessionStorage.length, localStorage.length, document.cookie])).toEqual([0, 0, '']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a shop page on the shop origin no token by any channel while a pharmacist is signed in', async () => {
    const { context, page, errors } = await session.open(1280);
    await signInToConsole(page, session.consoleUrl, 'pharmacist');
    // A console-origin listener on the session channel, to show what reaches the console's tabs.
    await page.evaluate(() => {
      const heard: unknown[] = [];
      Object.assign(window, { heard });
      new BroadcastChannel('medvika-staff-session').onmessage = (event: MessageEvent) => heard.push(event.data);
    });

    const shop = await context.newPage();
    await shop.goto(`${session.baseUrl}/about`);
    const shopSees = await shop.evaluate(
      async ({ consoleUrl }) => {
        // The reproduction: ask the console's channel for a session. A second listener of the shop's own origin hears
        // the ask (so it was delivered wherever it could go); nothing answers it.
        const answers: unknown[] = [];
        const asker = new BroadcastChannel('medvika-staff-session');
        asker.onmessage = (event: MessageEvent) => answers.push(event.data);
        const echo = new BroadcastChannel('medvika-staff-session');
        await new Promise((resolve) => {
          echo.onmessage = resolve;
          asker.postMessage({ type: 'ask' });
        });
        const headers = { 'x-medvika-console': '1' };
        // The shop origin's own /api/staff/session/refresh: the browser may send the cookie (cookies ignore ports on
        // 127.0.0.1), the endpoint refuses the shop's Origin.
        const own = await fetch('/api/staff/session/refresh', { method: 'POST', headers });
        // The console's origin from the shop: the custom header needs a CORS preflight nobody grants.
        const cross = await fetch(`${consoleUrl}/api/staff/session/refresh`, { method: 'POST', headers, credentials: 'include' }).then(
          (response) => response.status,
          () => 'blocked',
        );
        return {
          answers,
          own: { status: own.status, body: await own.text() },
          cross,
          // The shop keeps its own things (cart, language): look for a token, not for emptiness.
          storage: JSON.stringify([{ ...sessionStorage }, { ...localStorage }, document.cookie]),
        };
      },
      { consoleUrl: session.consoleUrl },
    );
    expect(shopSees.answers).toEqual([]);
    expect(shopSees.own.status).toBe(403);
    expect(JSON.parse(shopSees.own.body)).toMatchObject({ error: { reason: { code: 'session_origin_refused' } } });
    expect(shopSees.own.body).not.toMatch(/idToken|accessToken|eyJ/);
    expect(shopSees.cross).toBe('blocked');
    expect(shopSees.storage).not.toMatch(/eyJ|idToken|accessToken|refresh|medvika_staff_session/i);

    // A console-origin message reaches the console's listener; the shop's ask never did.
    await page.evaluate(async () => {
      const heard = (window as unknown as { heard: unknown[] }).heard;
      new BroadcastChannel('medvika-staff-session').postMessage({ type: 'probe' });
      while (heard.length === 0) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([{ type: 'probe' }]);
    // The console is still signed in: the shop's attempts changed nothing.
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects /staff on the shop origin to the console origin', async () => {
    const response = await fetch(`${session.baseUrl}/staff/records/RX-1?x=1`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([302, `${session.consoleUrl}/staff/records/RX-1?x=1`]);
  });
});
