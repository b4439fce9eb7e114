/**
 * Marks the language switch's link (web/src/layout/LanguageSwitch.tsx): the browser entry (web/src/main.tsx) adds the
 * page's query to it before the app starts, and remembers the language chosen when it is followed. Its own module, so
 * the entry does not import the component.
 */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';
