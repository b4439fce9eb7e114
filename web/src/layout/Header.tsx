import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../app/paths';
import { site } from '../content/site';
import { navLinks } from './nav-links';

/**
 * Site header (spec §2): logo → /, the six links, Upload Prescription; below 900 px a MENU button opens
 * a side drawer with the same links. The drawer is a modal <dialog>: focus moves in and stays there
 * (WCAG 2.4.3), Escape and a click on the backdrop close it, and focus returns to the MENU button.
 */
export function Header() {
  const drawer = useRef<HTMLDialogElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    drawer.current?.close();
  }, [location.pathname]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home} className="site-header__logo" aria-label={`${site.brand} Pharmacy home`}>
          <img src="/images/brand/logo.svg" alt="" width={150} height={40} />
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <Link to={paths.upload} className="button button--small site-header__upload">
            Upload Prescription
          </Link>
          <button
            type="button"
            className="site-header__menu-button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => drawer.current?.showModal()}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            MENU
          </button>
        </div>
      </div>
      <dialog
        ref={drawer}
        className="drawer"
        aria-label="Menu"
        onClose={() => setMenuOpen(false)}
        onToggle={(event) => setMenuOpen((event.currentTarget as HTMLDialogElement).open)}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="drawer__panel">
          <div className="drawer__head">
            <img src="/images/brand/logo.svg" alt={`${site.brand} Pharmacy`} width={120} height={32} />
            <button type="button" className="icon-button" aria-label="Close menu" onClick={() => drawer.current?.close()}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="drawer__links">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === paths.home}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to={paths.upload}>Upload Prescription</NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </dialog>
    </header>
  );
}
