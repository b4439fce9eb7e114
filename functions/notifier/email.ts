/**
 * The layout of the notification e-mails (status changes, functions/runtime/outbox.ts, and the erasure code): a
 * plain-text part and a simple HTML part built from the same words (domain/notifications.ts notificationContent,
 * emailCodeContent). Every interpolated value is HTML-escaped.
 */
import {
  MAIL_SENDER_NAME,
  type EmailContact,
  type EmailLabels,
  type EmailOrderSummary,
  type NotificationContent,
} from '@domain/notifications';

/** The layout's words of an e-mail whose content names none (the pharmacy alert): English. */
const englishLabels: EmailLabels = { sender: MAIL_SENDER_NAME, reference: 'Reference', status: 'Status' };

/** A rendered e-mail: subject, plain-text body and HTML body. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Escapes text for HTML element content and double-quoted attribute values (& < > " ').
 * @returns the escaped text
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** An order's summary in the plain-text part: the heading, "<item> × <qty>: ₹x" per line, the total, the payment. */
function orderSummaryText({ heading, rows, total, payment }: EmailOrderSummary): string[] {
  return [heading, ...[...rows, total].map((row) => `${row.label}: ${row.amount}`), payment];
}

/**
 * An order's summary in the HTML part: the heading, a two-column table (item and quantity; amount, right-aligned, in
 * tabular figures) with the total in bold under a rule, then the payment sentence. Every value escaped.
 */
function orderSummaryHtml({ heading, rows, total, payment }: EmailOrderSummary): string {
  const e = escapeHtml;
  const cell = 'padding:4px 0;vertical-align:top;';
  const amount = `${cell}padding-left:16px;text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums;`;
  const row = ({ label, amount: value }: EmailOrderSummary['total']) =>
    `<tr><td style="${cell}">${e(label)}</td><td style="${amount}">${e(value)}</td></tr>`;
  return `<p style="margin:0 0 8px;font-size:16px;line-height:24px;font-weight:bold;">${e(heading)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 8px;font-size:16px;line-height:24px;">
${rows.map(row).join('\n')}
<tr style="font-weight:bold;"><td style="${cell}border-top:1px solid #d8dee4;">${e(total.label)}</td><td style="${amount}border-top:1px solid #d8dee4;">${e(total.amount)}</td></tr>
</table>
<p style="margin:0 0 16px;font-size:16px;line-height:24px;">${e(payment)}</p>
`;
}

/** How to reach the pharmacy in the plain-text part: the sentence with the phone, then "Contact us: <url>". */
function contactText({ call, page }: EmailContact): string[] {
  return [call, `${page.text}: ${page.url}`];
}

/**
 * How to reach the pharmacy in the HTML part, under the footer: the sentence with the phone number as a tel: link (a
 * tap calls from a phone), and the contact page as a link. Every value escaped.
 */
function contactHtml({ call, phone, page }: EmailContact): string {
  const e = escapeHtml;
  const link = (href: string, text: string) => `<a href="${e(href)}" style="color:#0b5394;">${e(text)}</a>`;
  const sentence = call.split(phone.display).map(e).join(link(phone.tel, phone.display));
  return `<p style="margin:8px 0 0;font-size:13px;line-height:20px;color:#57606a;">${sentence} ${link(page.url, page.text)}</p>
`;
}

/**
 * Renders one notification: the plain-text part (reference when there is one, status when there is one, reason and next step, an order's
 * items, total and payment, the tracking link, a refill reminder's unsubscribe link, and under the footer the
 * pharmacy's phone and contact page) and an HTML part with the same content in one centred column (system fonts, 16 px text, a dark-blue
 * link button, no images, no remote content, inline styles only as mail clients require). Subject and text are plain
 * text. The layout's own words (sender line, "Reference", "Status") and `<html lang>` are the content's language
 * (`labels`, `locale`: a Hindi record's e-mail is Hindi throughout), English when it names none.
 * @param content the words (notificationContent); every value is escaped in the HTML part
 * @returns subject, text and html
 */
export function renderEmail(content: NotificationContent): RenderedEmail {
  const labels = content.labels ?? englishLabels;
  const text = [
    labels.sender,
    '',
    content.headline,
    '',
    ...(content.reference === undefined ? [] : [`${labels.reference}: ${content.reference}`]),
    ...(content.statusLabel === undefined ? [] : [`${labels.status}: ${content.statusLabel}`]),
    ...(content.details.length > 0 ? ['', ...content.details] : []),
    ...(content.orderSummary ? ['', ...orderSummaryText(content.orderSummary)] : []),
    '',
    `${content.link.text}: ${content.link.url}`,
    ...(content.unsubscribe ? ['', `${content.unsubscribe.text}: ${content.unsubscribe.url}`] : []),
    '',
    '--',
    content.footer,
    ...(content.contact ? contactText(content.contact) : []),
    '',
  ].join('\n');

  const e = escapeHtml;
  // pre-line: the line breaks of a typed text (a message's answer) show as written; nothing else holds any.
  const paragraph = (body: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;white-space:pre-line;">${body}</p>`;
  const html = `<!DOCTYPE html>
<html lang="${content.locale ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f6f8;color:#1b1f24;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;">
<div style="background:#ffffff;border:1px solid #d8dee4;border-radius:8px;padding:24px;">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;letter-spacing:0.04em;color:#0b5394;">${e(labels.sender)}</p>
${paragraph(e(content.headline))}
${
  content.reference === undefined
    ? ''
    : `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:16px;line-height:24px;">
<tr><th scope="row" style="text-align:left;vertical-align:top;padding:0 16px 0 0;font-weight:normal;color:#57606a;">${e(labels.reference)}</th><td style="vertical-align:top;font-weight:bold;">${e(content.reference)}</td></tr>
${content.statusLabel === undefined ? '' : `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:0 16px 0 0;font-weight:normal;color:#57606a;">${e(labels.status)}</th><td style="vertical-align:top;">${e(content.statusLabel)}</td></tr>\n`}</table>
`
}${content.details.map((detail) => paragraph(e(detail))).join('\n')}
${content.orderSummary ? orderSummaryHtml(content.orderSummary) : ''}<p style="margin:24px 0;"><a href="${e(content.link.url)}" style="display:inline-block;background:#0b5394;color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;padding:12px 20px;border-radius:6px;">${e(content.link.text)}</a></p>
<p style="margin:0;font-size:14px;line-height:20px;color:#57606a;">${e(content.link.url)}</p>
${content.unsubscribe ? `<p style="margin:16px 0 0;font-size:14px;line-height:20px;"><a href="${e(content.unsubscribe.url)}" style="color:#0b5394;">${e(content.unsubscribe.text)}</a></p>\n` : ''}</div>
<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#57606a;">${e(content.footer)}</p>
${content.contact ? contactHtml(content.contact) : ''}</div>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
