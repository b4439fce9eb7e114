/**
 * Every Hindi shop page in real Chromium, each loaded once at 390 px with every check a page load can answer, and one
 * page of each kind at 1280 px (tests/support/route-walk.ts says which pages and checks; the accessibility statement,
 * web/src/content/accessibility.ts, names them). The other language's walk is its own file, so both run at once.
 */
import { walkShopPages } from '../support/route-walk';

walkShopPages('hi');
