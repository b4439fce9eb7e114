import { useId, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useHref, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LineIcon } from '../LineIcon';
import { SearchFields } from './SearchFields';

/** The search form's field name: the results page reads `?search=` (docs/behaviour.md §2, §5 "Header search"). */
const SEARCH_PARAMETER = 'search';

/**
 * The header's search (docs/behaviour.md §2, §4 "Search box", §5 "Header search"): the icon toggles a search form, a
 * real `<form action="/search" method="get">` shown as an HTML popover (`popovertarget`), so it opens, takes the focus
 * (autofocus), closes on a tap outside and on Escape (focus back on the icon) and submits to /search?search={term}
 * before the app has started as well (docs/decisions/0017-native-controls-before-hydration.md). Once the app runs,
 * a submit navigates inside the app instead of loading a page: an empty (or blank) term then does nothing, any other
 * term goes to /search?search={term} and the form closes and empties. The field is uncontrolled: what was typed before
 * the app attached stays in it. On a Hindi page the form's action is /hi/search (the router's basename, `useHref`), so
 * the results stay Hindi before the app has started too.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const formId = useId();
  const action = useHref(paths.search);
  const { t } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const query = String(new FormData(form).get(SEARCH_PARAMETER) ?? '').trim();
    if (!query) return;
    void navigate(`${paths.search}?${new URLSearchParams({ [SEARCH_PARAMETER]: query })}`);
    form.hidePopover();
    form.reset();
  };

  return (
    <div className="header-search">
      <button type="button" className="icon-button" popoverTarget={formId} aria-label={t`Search products`}>
        <LineIcon size={22} strokeWidth={2}>
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </LineIcon>
      </button>
      <form
        id={formId}
        popover="auto"
        role="search"
        action={action}
        method="get"
        className="header-search__form"
        onSubmit={submit}
        onToggle={(event) => {
          // The app's own renders set no autofocus attribute (React focuses on mount instead): focus the field here.
          if (event.newState === 'open') event.currentTarget.querySelector('input')?.focus();
        }}
      >
        <SearchFields
          id={`${formId}-input`}
          label={t`Search medicines and products`}
          term={{ name: SEARCH_PARAMETER, defaultValue: '', autoFocus: true }}
          buttonClassName="button button--small"
        />
      </form>
    </div>
  );
}
