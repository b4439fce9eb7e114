/**
 * Each lifecycle status in the shopper's words, written once as a Lingui catalog message and read by both the /track
 * page (web/src/features/track/track-texts.ts) and the shopper e-mails (domain/notifications.ts), so the page and the
 * e-mail say a status in the same words in every language. Message descriptors with explicit ids (`/*i18n*\/`), not
 * Lingui macros: the Lambda bundles are built by esbuild without Lingui's transform. `lingui extract` puts them in both
 * catalogs that read this file (lingui.config.ts: the e-mails' domain/locales and the track feature's), and
 * tests/unit/status-labels.test.ts holds their translations equal.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { LifecycleStatus } from './lifecycle';

/** The shopper's words of each status, as catalog messages. */
export const statusLabelMessages: Readonly<Record<LifecycleStatus, MessageDescriptor>> = {
  received: /*i18n*/ { id: 'status.received', message: 'Received: waiting for a pharmacist' },
  in_review: /*i18n*/ { id: 'status.in_review', message: 'A pharmacist is checking your prescription' },
  verified: /*i18n*/ { id: 'status.verified', message: 'Verified by our pharmacist' },
  rejected: /*i18n*/ { id: 'status.rejected', message: 'Not accepted' },
  erased: /*i18n*/ { id: 'status.erased', message: 'Deleted at your request' },
  quoted: /*i18n*/ { id: 'status.quoted', message: 'Your order is ready: waiting for you to accept it' },
  placed: /*i18n*/ { id: 'status.placed', message: 'Order received' },
  awaiting_prescription: /*i18n*/ { id: 'status.awaiting_prescription', message: 'Waiting for our pharmacist to check the prescription' },
  confirmed: /*i18n*/ { id: 'status.confirmed', message: 'Confirmed: being prepared' },
  packed: /*i18n*/ { id: 'status.packed', message: 'Packed: ready for dispatch' },
  dispatched: /*i18n*/ { id: 'status.dispatched', message: 'On its way: expect it in 2–3 business days' },
  delivered: /*i18n*/ { id: 'status.delivered', message: 'Delivered' },
  cancelled: /*i18n*/ { id: 'status.cancelled', message: 'Cancelled' },
  return_requested: /*i18n*/ { id: 'status.return_requested', message: 'Return requested: our team will reply within 48 hours' },
  return_approved: /*i18n*/ { id: 'status.return_approved', message: 'Return approved: we will collect it' },
  return_declined: /*i18n*/ { id: 'status.return_declined', message: 'Return declined' },
  returned: /*i18n*/ { id: 'status.returned', message: 'Returned and refunded' },
  new: /*i18n*/ { id: 'status.new', message: 'Received: we will reply soon' },
  answered: /*i18n*/ { id: 'status.answered', message: 'Answered' },
  awaiting_support: /*i18n*/ { id: 'status.awaiting_support', message: 'Your reply is with us: we will answer soon' },
  closed: /*i18n*/ { id: 'status.closed', message: 'Closed' },
};

/**
 * The same words in English as plain strings, for what is English only: the API's `message` for logs, the pharmacy's
 * alert e-mail, the staff CLI. Pages and shopper e-mails use statusLabelMessages.
 */
export const shopperStatusLabels = Object.fromEntries(
  Object.entries(statusLabelMessages).map(([status, descriptor]) => [status, descriptor.message ?? status]),
) as Readonly<Record<LifecycleStatus, string>>;
