import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { LineIcon } from '../components/LineIcon';
import { SearchFields } from '../components/SearchFields';

/**
 * The header's search (docs/behaviour.md §2, §4 "Search box", §5 "Header search"): the icon toggles a search form;
 * an empty (or blank) term does nothing; otherwise it goes to /search?search={term} and closes. The form
 * also closes on a click outside it and on Escape (focus returns to the icon).
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const formId = useId();

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    void navigate(`${paths.search}?${new URLSearchParams({ search: query })}`);
    setOpen(false);
    setTerm('');
  };

  return (
    <div className="header-search" ref={wrapper}>
      <button
        ref={toggle}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={open ? 'Close search' : 'Search products'}
        onClick={() => setOpen((value) => !value)}
      >
        <LineIcon size={22} strokeWidth={2}>
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </LineIcon>
      </button>
      {open && (
        <form
          id={formId}
          role="search"
          className="header-search__form"
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
              toggle.current?.focus();
            }
          }}
        >
          <SearchFields
            id={`${formId}-input`}
            label="Search medicines and products"
            term={{ ref: input, name: 'search', value: term, onChange: (event) => setTerm(event.target.value) }}
            buttonClassName="button button--small"
          />
        </form>
      )}
    </div>
  );
}
