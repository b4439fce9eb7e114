import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { inject } from 'vitest';

/**
 * A file of this run's site build (the e2e lane's `webDist`), parsed as HTML with no script run: what a crawler or
 * the first paint gets.
 * @param file the path inside the build, e.g. 'hi/about/index.html' or '404.html'
 */
export function builtPage(file: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(
    readFileSync(path.join(inject('webDist'), file), 'utf8'),
    'text/html',
  ) as unknown as Document;
}
