import type { ComponentPropsWithRef } from 'react';
import { IndianFlag } from './IndianFlag';

/**
 * The phone field's control: the Indian flag before an `<input type="tel">` whose placeholder is '+91'
 * (docs/behaviour.md §9: "the phone field shows +91 with an Indian flag"; styled by `.phone-input` in global.css).
 * Used by the contact, prescription and checkout forms inside a FormField.
 * @param props every `<input>` prop, spread onto the input after the defaults (type tel, inputMode tel,
 *   autoComplete tel, placeholder '+91', maxLength 20 characters), including `ref` (React 19 passes it as a
 *   prop), so `{...control} {...register('phone')}` works as on a plain input.
 * @returns the `.phone-input` wrapper: a decorative `.phone-input__prefix` flag and the input.
 */
export function PhoneInput(props: ComponentPropsWithRef<'input'>) {
  return (
    <div className="phone-input">
      <span className="phone-input__prefix">
        <IndianFlag />
      </span>
      <input type="tel" inputMode="tel" autoComplete="tel" placeholder="+91" maxLength={20} {...props} />
    </div>
  );
}
