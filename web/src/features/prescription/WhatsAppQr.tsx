import { QRCodeSVG } from 'qrcode.react';
import { useLingui } from '@lingui/react/macro';
import { site, whatsappUrl } from '../../content/site';

/**
 * The WhatsApp QR code of /upload (qrcode.react, size 267, level L, docs/behaviour.md §9), with its accessible title in
 * the page's language. Loaded through hydrateOnUse by UploadPage: the prerendered SVG is all a first visit needs.
 */
export function WhatsAppQr() {
  const { t } = useLingui();
  const brand = site.brand;
  const phone = site.phoneDisplay;
  return <QRCodeSVG value={whatsappUrl} size={267} level="L" title={t`WhatsApp ${brand} at ${phone}`} className="qr__code" />;
}
