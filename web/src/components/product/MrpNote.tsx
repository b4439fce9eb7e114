import { Trans } from '@lingui/react/macro';
import { percentOffMrp } from '@domain/catalogue/mrp-discount';
import { useFormatMoney } from '../../lib/money';
import './mrp-note.css';

/**
 * What goes with every selling price a shopper sees (Legal Metrology (Packaged Commodities) Rules 2011, r.6(10) as
 * amended 2017; Consumer Protection (E-Commerce) Rules 2020, r.6(5); docs/decisions/0021-mrp-includes-gst.md): when
 * the price is below the MRP, the MRP struck through and the discount ("MRP ~~₹4.00~~ 25 % off"), then always
 * "MRP incl. of all taxes". The word "MRP" is plain text before the struck amount, so a screen reader (which does not
 * announce strike-through) reads "MRP ₹4.00" and the price before it stays the one to pay. Inline (a `<span>`), so it
 * fits in a paragraph, a list line or a table cell; the price itself is the caller's.
 * @param mrpPaise the MRP in integer paise (a product's `mrpPaise`)
 * @param pricePaise the selling price in integer paise (a product's `pricePaise` or a cart line's unit price)
 * @throws RangeError (from formatMoney) for an MRP that is not whole paise
 */
export function MrpNote({ mrpPaise, pricePaise }: { mrpPaise: number; pricePaise: number }) {
  const money = useFormatMoney();
  const percent = percentOffMrp(mrpPaise, pricePaise);
  const mrp = money(mrpPaise);
  return (
    <span className="mrp-note">
      {percent > 0 && (
        <>
          <Trans>
            MRP <s>{mrp}</s>
          </Trans>{' '}
          <b>
            <Trans>{percent} % off</Trans>
          </b>{' '}
        </>
      )}
      <small>
        <Trans>MRP incl. of all taxes</Trans>
      </small>
    </span>
  );
}
