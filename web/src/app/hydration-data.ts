/**
 * The id of the `<script type="application/json">` element in which a prerendered page carries React Router's
 * hydration state (loaderData, errors). Written by the prerender step (web/prerender/), read by web/src/main.tsx.
 */
export const HYDRATION_DATA_ELEMENT_ID = 'router-hydration-data';
