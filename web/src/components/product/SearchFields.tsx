import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentPropsWithRef, Key } from 'react';

/**
 * The fields of a product search form: a visually hidden label, the search input and the submit button.
 * @param label the field's accessible name, already in the page's language
 * @param term the input's own props: its `name` and value (controlled, or `defaultValue` remounted through `inputKey`)
 */
export function SearchFields({
  id,
  label,
  term,
  inputKey,
  buttonClassName,
}: {
  id: string;
  label: string;
  term: ComponentPropsWithRef<'input'>;
  inputKey?: Key;
  buttonClassName: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        key={inputKey}
        id={id}
        type="search"
        placeholder={t`Search medicines and products`}
        autoComplete="off"
        enterKeyHint="search"
        {...term}
      />
      <button type="submit" className={buttonClassName}>
        <Trans>Search</Trans>
      </button>
    </>
  );
}
