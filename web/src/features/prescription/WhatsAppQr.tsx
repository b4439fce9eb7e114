import { QRCodeSVG } from 'qrcode.react';
import { site, whatsappUrl } from '../../content/site';

/**
 * The WhatsApp QR code of /upload (qrcode.react, size 267, level L, docs/behaviour.md §9), with its accessible title.
 * Loaded through hydrateOnUse by UploadPage: the prerendered SVG is all a first visit needs.
 */
export function WhatsAppQr() {
  return (
    <QRCodeSVG value={whatsappUrl} size={267} level="L" title={`WhatsApp ${site.brand} at ${site.phoneDisplay}`} className="qr__code" />
  );
}
