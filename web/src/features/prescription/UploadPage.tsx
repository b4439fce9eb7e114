import { site, whatsappUrl } from '../../content/site';
import './upload.css';
import { Page } from '../../components/Page';
import { hydrateOnUse } from '../../components/HydrateOnUse';

// Prerendered in full, their code loaded on first use (docs/decisions/0017-native-controls-before-hydration.md): the
// form's react-hook-form, zod schemas and toasts, and qrcode.react, are not part of the page's first download.
const PrescriptionForm = hydrateOnUse('prescription-form', () => import('./PrescriptionForm').then((module) => module.PrescriptionForm));
const WhatsAppQr = hydrateOnUse('whatsapp-qr', () => import('./WhatsAppQr').then((module) => module.WhatsAppQr));

/** The six benefit lines beside the form (docs/behaviour.md §2 "Upload Prescription"; claims from docs/behaviour.md §1). */
const benefits = [
  'Save up to 20% on prescription medicines',
  'Every prescription checked by a registered pharmacist',
  'Free home delivery across Delhi NCR',
  'Free consultation with our specialists',
  'Genuine medicines from 50,000+ products in stock',
  'Your prescription kept private and encrypted',
];

/**
 * /upload (docs/behaviour.md §2): heading UPLOAD THE PRESCRIPTION; left a picture, six benefit lines and a WhatsApp
 * QR code (WhatsAppQr); right the prescription form; bottom the bold note asking to call about urgent requirements.
 * The form and the QR code hydrate on first use (hydrateOnUse): the page attaches without their code.
 */
export function UploadPage() {
  return (
    <Page
      className="upload-page"
      title="Upload Prescription"
      description="Upload your prescription to Medvika Pharmacy: a pharmacist reviews it and we deliver your medicines across Delhi NCR."
    >
      <div className="page-banner">
        <h1>UPLOAD THE PRESCRIPTION</h1>
        <p>Send us a photo or PDF of your doctor's prescription and we will do the rest.</p>
      </div>
      <div className="upload-page__grid container">
        <section className="upload-page__info" aria-labelledby="upload-why">
          <img
            src="/images/upload/prescription-illustration.svg"
            alt="A prescription being uploaded from a phone"
            width={640}
            height={480}
            className="upload-page__picture"
          />
          <h2 id="upload-why">Why order with {site.brand}</h2>
          <ul className="benefit-list">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <figure className="qr">
            <WhatsAppQr />
            <figcaption>
              Scan to send your prescription on WhatsApp, or <a href={whatsappUrl}>open WhatsApp chat</a>.
            </figcaption>
          </figure>
        </section>
        <section className="upload-page__form card" aria-labelledby="upload-form-heading">
          <h2 id="upload-form-heading">Your details</h2>
          <PrescriptionForm />
        </section>
      </div>
      <p className="urgent-note container">
        <strong>
          For urgent requirements, please call us at <a href={`tel:${site.phoneE164}`}>{site.phoneDisplay}</a> ({site.hours}).
        </strong>
      </p>
    </Page>
  );
}
