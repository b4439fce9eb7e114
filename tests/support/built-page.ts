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
  return parser().parseFromString(readFileSync(path.join(inject('webDist'), file), 'utf8'), 'text/html') as unknown as Document;
}

let sharedParser: InstanceType<Window['DOMParser']> | undefined;

/**
 * One parser for every file a test file reads: each parsed document is independent, and a happy-dom Window is costly
 * to create (about as much again as parsing a page), so hundreds of pages share one.
 */
function parser(): InstanceType<Window['DOMParser']> {
  sharedParser ??= new new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  }).DOMParser();
  return sharedParser;
}
