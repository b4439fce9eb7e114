/**
 * The console's fulfilment steps as a member of staff takes them in Chromium (web/src/features/staff/DecisionPanel.tsx):
 * each step's button opens its confirm in place, filled and confirmed here.
 */
import type { Page } from 'playwright-core';
import { TEST_RECEIVER, testShipment } from './packing';

/**
 * Dispatches the open order: Mark dispatched, then the courier (its name as listed) and AWB, then confirm; resolves once
 * the console says the order is dispatched.
 */
export async function dispatchInConsole(page: Page, courier = 'Delhivery', awb: string = testShipment.awb): Promise<void> {
  await page.getByRole('button', { name: 'Mark dispatched' }).click();
  const form = page.getByRole('form', { name: 'Mark dispatched' });
  await form.getByLabel('Courier').selectOption({ label: courier });
  await form.getByLabel('Tracking number (AWB)').fill(awb);
  await form.getByRole('button', { name: 'Mark dispatched' }).click();
  await page.getByText('Done: the order is now “Dispatched”.').waitFor();
}

/**
 * Delivers the open order: Mark delivered, the receiver's name, and for a cash-on-delivery order not yet paid the
 * cash-collected box; resolves once the console says the order is delivered.
 */
export async function deliverInConsole(page: Page, receivedBy = TEST_RECEIVER): Promise<void> {
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  const form = page.getByRole('form', { name: 'Mark delivered' });
  await form.getByLabel('Received by').fill(receivedBy);
  const cash = form.getByRole('checkbox', { name: /^Cash collected/ });
  if ((await cash.count()) > 0) await cash.check();
  await form.getByRole('button', { name: 'Mark delivered' }).click();
  await page.getByText('Done: the order is now “Delivered”.').waitFor();
}
