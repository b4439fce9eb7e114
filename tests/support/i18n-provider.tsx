/**
 * Unit-lane setup: every component rendered by Testing Library sits inside Lingui's I18nProvider (the same context the app's
 * DocumentI18nProvider gives, web/src/app/start.tsx), with English active. Outside a production build Lingui keeps each message's English source
 * and compiles it on the fly, so English renders without loading a catalog; a Hindi test loads its catalogs itself
 * (tests/support/hindi.ts), the words of the API's codes (web/src/lib/api-messages) included.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RenderHookOptions, RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { beforeEach, vi } from 'vitest';

i18n.loadAndActivate({ locale: 'en', messages: {} });

// Each test starts in English, whatever the previous one activated.
beforeEach(() => {
  if (i18n.locale !== 'en') i18n.activate('en');
});

/** Wraps `Inner` (a test's own wrapper, if any) in the provider. */
function withProvider(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

vi.mock('@testing-library/react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@testing-library/react')>();
  const render: typeof actual.render = ((ui: ReactNode, options?: RenderOptions) =>
    actual.render(ui, { ...options, wrapper: withProvider(options?.wrapper) })) as typeof actual.render;
  const renderHook: typeof actual.renderHook = ((callback: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
    actual.renderHook(callback, { ...options, wrapper: withProvider(options?.wrapper) })) as typeof actual.renderHook;
  // findBy*/waitFor give up after 5 s instead of Testing Library's 1 s: a lazily loaded form or catalog can take longer
  // than 1 s on a loaded 2-core machine. The limit only bounds how long a broken condition waits.
  actual.configure({ asyncUtilTimeout: 5_000 });
  return { ...actual, render, renderHook };
});
