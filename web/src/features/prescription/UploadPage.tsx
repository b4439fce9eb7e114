import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { site, siteTexts, whatsappUrl } from '../../content/site';
import './upload.css';
// The form's own styles come with the page, not with its code: the form is prerendered in full, and without them its
// file picker would show the browser's English "Choose File" beside an unstyled Hindi face, and its consent box would
// lose its frame, until the shopper first touches the form.
import '../../components/prescription-file-input.css';
import '../../components/prescription-consent.css';
import { Page } from '../../components/Page';
import { hydrateOnUse } from '../../components/HydrateOnUse';
import { API_MESSAGES_CATALOG } from '../../i18n/catalogs';
import { loadRegionNow } from '../../lib/deferred-regions';
import { DRAFT_KEYS, hasSessionDraft } from '../../lib/form-kit/use-session-draft';

// Prerendered in full, their code loaded on first use (docs/decisions/0017-native-controls-before-hydration.md): the
// form's react-hook-form, zod schemas and toasts, and qrcode.react, are not part of the page's first download.
// The form's code brings the catalog of the API's codes with it.
const PrescriptionForm = hydrateOnUse('prescription-form', () => import('./PrescriptionForm').then((module) => module.PrescriptionForm), {
  catalogs: [API_MESSAGES_CATALOG],
  draftKey: DRAFT_KEYS.prescription,
});
const WhatsAppQr = hydrateOnUse('whatsapp-qr', () => import('./WhatsAppQr').then((module) => module.WhatsAppQr));

/** The six benefit lines beside the form (docs/behaviour.md §2 "Upload Prescription"; claims from docs/behaviour.md §1). */
const benefits = [
  msg`Save up to 20% on prescription medicines`,
  msg`Every prescription checked by a registered pharmacist`,
  msg`Free home delivery across Delhi NCR`,
  msg`Free consultation with our specialists`,
  msg`Genuine medicines from 50,000+ products in stock`,
  msg`Your prescription kept private and encrypted`,
];

/**
 * /upload and /hi/upload (docs/behaviour.md §2): heading UPLOAD THE PRESCRIPTION; left a picture, six benefit lines
 * and a WhatsApp QR code (WhatsAppQr); right the prescription form; bottom the bold note asking to call about urgent
 * requirements. Every text is in the page's language (the prescription catalog). The form and the QR code hydrate on
 * first use (hydrateOnUse): the page attaches without their code, unless the tab holds a draft of the form (typed
 * before a reload or the language switch), which only the form's code can put back: then it loads at once.
 */
export function UploadPage() {
  const { t, i18n } = useLingui();
  useEffect(() => {
    if (hasSessionDraft(DRAFT_KEYS.prescription)) loadRegionNow('prescription-form');
  }, []);
  const brand = site.brand;
  const phone = site.phoneDisplay;
  const hours = i18n._(siteTexts.hours);
  return (
    <Page
      className="upload-page"
      title={t`Upload Prescription`}
      description={t`Upload your prescription to Medvika Pharmacy: a pharmacist reviews it and we deliver your medicines across Delhi NCR.`}
    >
      <div className="page-banner">
        <h1>
          <Trans>UPLOAD THE PRESCRIPTION</Trans>
        </h1>
        <p>
          <Trans>Send us a photo or PDF of your doctor's prescription and we will do the rest.</Trans>
        </p>
      </div>
      <div className="upload-page__grid container">
        <section className="upload-page__info" aria-labelledby="upload-why">
          <img
            src="/images/upload/prescription-illustration.svg"
            alt={t`A prescription being uploaded from a phone`}
            width={640}
            height={480}
            className="upload-page__picture"
          />
          <h2 id="upload-why">
            <Trans>Why order with {brand}</Trans>
          </h2>
          <ul className="benefit-list">
            {benefits.map((benefit) => (
              <li key={benefit.id}>{i18n._(benefit)}</li>
            ))}
          </ul>
          <figure className="qr">
            <WhatsAppQr />
            <figcaption>
              <Trans>
                Scan to send your prescription on WhatsApp, or <a href={whatsappUrl}>open WhatsApp chat</a>.
              </Trans>
            </figcaption>
          </figure>
        </section>
        <section className="upload-page__form card" aria-labelledby="upload-form-heading">
          <h2 id="upload-form-heading">
            <Trans>Your details</Trans>
          </h2>
          <PrescriptionForm />
        </section>
      </div>
      <p className="urgent-note container">
        <strong>
          <Trans>
            For urgent requirements, please call us at <a href={`tel:${site.phoneE164}`}>{phone}</a> ({hours}).
          </Trans>
        </strong>
      </p>
    </Page>
  );
}
