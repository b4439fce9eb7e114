/** The name the app reads the build's year by (`import.meta.env.VITE_BUILD_YEAR`), replaced at build time. */
const BUILD_YEAR_KEY = 'import.meta.env.VITE_BUILD_YEAR';

/** The year in India (Asia/Kolkata, UTC+05:30 all year): the pharmacy's calendar. */
const indiaYear = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' });

/**
 * The year of a build date in India: a build at 2026-12-31T20:00Z is 2027.
 * @param buildDate when the build runs
 * @returns the four-digit year as a number
 */
export function buildYearOf(buildDate: Date): number {
  return Number(indiaYear.format(buildDate));
}

/**
 * Vite's `define` entry that writes the build's year into the code as a string literal, e.g. "2026" (the footer's ©;
 * a string, as every `import.meta.env` value is under vitest), so the year is the build's, fixed in the prerendered
 * HTML and in the browser bundle alike: never the visitor's clock, which at hydration could disagree with the HTML.
 * web/prerender/build-site.ts passes one date to both of its builds (browser and renderer); web/vite.config.ts (the
 * dev server) and vitest.config.ts use the date they start.
 * @param buildDate when the build runs
 */
export function buildYearDefine(buildDate: Date): Record<string, string> {
  return { [BUILD_YEAR_KEY]: JSON.stringify(String(buildYearOf(buildDate))) };
}
