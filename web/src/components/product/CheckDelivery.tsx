import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { deliveryAreaOf, type DeliveryArea } from '@domain/delivery-area';
import { estimateDelivery } from '@domain/delivery-estimate';
import { useLocale } from '../../i18n/use-locale';
import { shopperDate } from '../../lib/dates';
import './check-delivery.css';

/** What the box last answered: the PIN's area, and the latest delivery date (YYYY-MM-DD, Asia/Kolkata) if served. */
type Answer = { area: DeliveryArea; latest?: string };

/**
 * "Check delivery" on product pages and in the cart: a PIN code field and a Check button answering "Delivery by Tue,
 * 2 Dec" for a PIN we serve (the latest day of domain/delivery-estimate.ts's window for an order dispatched now, in the
 * page's date format), "We don't deliver to 400001 yet" for one we do not, or the PIN rule for anything else. Pure
 * client-side: the served table (domain/delivery-area.ts) is small enough to ship, so nothing is requested. A plain
 * form read on submit, so a PIN typed and submitted before the page hydrated is replayed (web/src/app/event-replay.ts).
 * The answer's line keeps its height while empty, so answering moves nothing below it.
 * @param now the clock of the estimate; the current time by default (tests pass a fixed one)
 */
export function CheckDelivery({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [answer, setAnswer] = useState<Answer>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('pin');
    const area = deliveryAreaOf(typeof typed === 'string' ? typed : '');
    setAnswer({ area, latest: area.kind === 'served' ? estimateDelivery(now()).latest : undefined });
  };
  let text = '';
  if (answer?.area.kind === 'served' && answer.latest) {
    const date = shopperDate(answer.latest, locale);
    text = t`Delivery by ${date}`;
  } else if (answer?.area.kind === 'not_served') {
    const pin = answer.area.pin;
    text = t`We don't deliver to ${pin} yet`;
  } else if (answer) {
    text = t`Enter the 6-digit PIN code, e.g. 110024`;
  }
  return (
    <form className="check-delivery" onSubmit={onSubmit} noValidate>
      <label className="check-delivery__label" htmlFor={`${id}-pin`}>
        {t`Check delivery to your PIN code`}
      </label>
      <div className="check-delivery__row">
        <input
          id={`${id}-pin`}
          name="pin"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          aria-describedby={`${id}-answer`}
          aria-invalid={answer && answer.area.kind !== 'served' ? true : undefined}
        />
        <button type="submit" className="button button--ghost">
          {t`Check`}
        </button>
      </div>
      <p
        id={`${id}-answer`}
        className={`check-delivery__answer${answer?.area.kind === 'served' ? ' check-delivery__answer--served' : ''}`}
        role="status"
      >
        {text}
      </p>
    </form>
  );
}
