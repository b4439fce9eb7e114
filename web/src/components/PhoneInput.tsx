import type { ComponentPropsWithRef, FormEventHandler, ReactNode, Ref } from 'react';
import { FormField, RequiredFieldsNote } from './FormField';
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

/** What PersonFields needs: the wording and ids of the three fields, and the form kit's `register` and `error`. */
type PersonFieldsProps<Phone extends string> = PersonWording<Phone> & {
  register: (name: 'name' | 'email' | Phone) => ComponentPropsWithRef<'input'>;
  error: (name: string) => string | undefined;
};

/** How a form words and names its person fields (see PersonFields). */
export interface PersonWording<Phone extends string> {
  idPrefix: string;
  labels: { name: string; email: string; phone: string };
  phoneName: Phone;
  spellCheckEmail?: false;
}

/**
 * The name, email and phone fields a shopper's request starts with (the contact and prescription forms,
 * docs/behaviour.md §3), on the form kit: each a required FormField with its message under it (docs/behaviour.md §5).
 * Kept beside PhoneInput, so the forms that ask for a phone number load both together.
 * The inputs carry the upper bounds of docs/behaviour.md §5 (name ≤ 100, e-mail ≤ 254 characters) and the autofill
 * hints 'name' and 'email'; the phone is a PhoneInput (+91 with the Indian flag, docs/behaviour.md §9).
 * @param idPrefix the ids are `{idPrefix}-name`, `{idPrefix}-email` and `{idPrefix}-{phoneName}`
 * @param labels the three labels, as the form words them
 * @param phoneName the phone field's name in the form's values ('mobile', 'phone')
 * @param register the form kit's `register`; `error` its message lookup
 * @param spellCheckEmail `false` turns the browser's spell check off on the email input (left to the browser when omitted)
 * @returns the three FormFields, in that order
 */
export function PersonFields<Phone extends string>(props: PersonFieldsProps<Phone>) {
  const { idPrefix, labels, phoneName, register, error, spellCheckEmail } = props;
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={labels.name} required error={error('name')}>
        {(control) => <input {...control} {...register('name')} autoComplete="name" maxLength={100} />}
      </FormField>
      <FormField id={`${idPrefix}-email`} label={labels.email} required error={error('email')}>
        {(control) => (
          <input {...control} {...register('email')} type="email" autoComplete="email" spellCheck={spellCheckEmail} maxLength={254} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-${phoneName}`} label={labels.phone} required error={error(phoneName)}>
        {(control) => <PhoneInput {...control} {...register(phoneName)} />}
      </FormField>
    </>
  );
}

/**
 * A shopper's request form that starts with its PersonFields: `<form class="{name}-form">` (no browser validation, the
 * form kit's), described by its required-fields note `{name}-form-note`; `children` are the fields after the person's.
 * @param kit the form kit's `register` and `error`; `formRef` its form ref
 */
export function PersonForm<Phone extends string>({
  name,
  person,
  formRef,
  kit,
  onSubmit,
  children,
}: {
  name: string;
  person: PersonWording<Phone>;
  formRef: Ref<HTMLFormElement>;
  kit: Pick<PersonFieldsProps<Phone>, 'register' | 'error'>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} className={`${name}-form`} noValidate onSubmit={onSubmit} aria-describedby={`${name}-form-note`}>
      <RequiredFieldsNote id={`${name}-form-note`} />
      <PersonFields {...person} register={kit.register} error={kit.error} />
      {children}
    </form>
  );
}
