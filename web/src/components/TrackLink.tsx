import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

/**
 * A link from a success screen to /track with the reference filled in (docs/architecture/self-service-api.md). The reference travels in the
 * router's history state, never in the URL, so it stays out of server logs, analytics and Referer headers (docs/architecture/self-service-api.md).
 * @param reference the RX-/ORD-/MSG- reference just issued
 * @param children the link text, e.g. 'Track this order'
 */
export function TrackLink({ reference, children }: { reference: string; children: ReactNode }) {
  return (
    <Link to={paths.track} state={{ reference }}>
      {children}
    </Link>
  );
}

/**
 * What a confirmation offers next (the contact and prescription receipts, docs/behaviour.md §2): following the request
 * on /track with the reference just issued (TrackLink) and the phone number given, or starting another request.
 * @param reference the reference just issued
 * @param request what was sent, as the link names it: 'Follow your {request}' (each a whole sentence of its own, so
 *   a language with another word order can translate it)
 * @param phoneWord the form's word for the phone number ('mobile', 'phone'), which /track asks for with the reference
 *   (Hindi says मोबाइल नंबर for both, docs/hindi-glossary.md)
 * @param again the start-again button: its text, its classes and what a click does
 * @param children what follows the button on its line (e.g. a link home)
 * @returns two paragraphs: the tracking sentence, then the button
 */
export function ReceiptNextSteps(props: {
  reference: string;
  request: 'prescription' | 'message';
  phoneWord: 'phone' | 'mobile';
  again: { label: string; className: string; onClick: () => void };
  children?: ReactNode;
}) {
  const { reference, request, phoneWord, again, children } = props;
  return (
    <>
      <p>
        <FollowSentence reference={reference} request={request} phoneWord={phoneWord} />
      </p>
      <p>
        <button type="button" className={again.className} onClick={again.onClick}>
          {again.label}
        </button>
        {children}
      </p>
    </>
  );
}

/**
 * 'Follow your {request} with this reference and your {phoneWord} number.', its first words a TrackLink.
 * @param request what was sent; @param phoneWord the form's word for the phone number
 */
function FollowSentence({ reference, request, phoneWord }: { reference: string; request: 'prescription' | 'message'; phoneWord: string }) {
  return request === 'prescription' ? (
    <Trans>
      <TrackLink reference={reference}>Follow your prescription</TrackLink> with this reference and your {phoneWord} number.
    </Trans>
  ) : (
    <Trans>
      <TrackLink reference={reference}>Follow your message</TrackLink> with this reference and your {phoneWord} number.
    </Trans>
  );
}
