import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { locales } from '@contracts/locale';
import { statusesByKind, type LifecycleKind, type LifecycleStatus } from '@domain/lifecycle';
import { notificationContent, shopperNotifications } from '@domain/notifications';
import { statusLabelMessages } from '@domain/status-labels';
import { emailI18n } from '@domain/locales/email-i18n';
import { activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { statusLabelOf } from '../../web/src/features/track/track-texts';
import { rejectedPrescriptionAnswer } from '../support/track-answers';

/*
 * A status reads the same on /track and in the shopper's e-mail, in every language: both word it with the one catalog
 * message of domain/status-labels.ts, which `lingui extract` puts in the track catalog and the e-mails' catalog; their
 * translations must not drift apart.
 */

describe.each(locales)('the status words in %s', (locale) => {
  it('are the same on /track and in the e-mails, for every status', async () => {
    await activateLocale(locale);
    await loadCatalog(locale, 'track');
    const email = emailI18n(locale);
    for (const [kind, statuses] of Object.entries(statusesByKind) as [LifecycleKind, readonly LifecycleStatus[]][]) {
      for (const status of statuses) {
        const onPage = statusLabelOf({ ...rejectedPrescriptionAnswer, kind, status }, i18n, locale);
        expect(onPage, `${kind} ${status}`).toBe(email._(statusLabelMessages[status]));
        if (locale === 'hi') expect(onPage, status).toMatch(/[\u0900-\u097f]/);
        // Where the status sends an e-mail, its status line is these words.
        if (shopperNotifications[`${kind}:${status}`]) {
          const content = notificationContent({
            audience: 'shopper',
            kind,
            reference: rejectedPrescriptionAnswer.reference,
            status,
            siteOrigin: 'https://medvika.test',
            locale,
          });
          expect(content.statusLabel, `${kind} ${status} e-mail`).toBe(onPage);
        }
      }
    }
  });
});
