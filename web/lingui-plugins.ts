import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * Lingui's Vite plugins, for the site build (web/vite.config.ts) and the tests (vitest.config.ts) alike: its macros
 * (Trans, t, msg, plural) become message ids at build time, and a `.po` catalog the app imports is compiled as it is
 * bundled, so the browser receives ready-made messages and no message parser. The macros go through Babel rather
 * than Lingui's native transform, whose binary npm skips when it runs on a Node older than 22.19 (the project's own
 * Node 24 comes from npm, after install); the plugin's hint about that is silenced.
 */
export function linguiPlugins(): PluginOption[] {
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
  return [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })];
}
