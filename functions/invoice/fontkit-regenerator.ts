/**
 * The `regeneratorRuntime` global that @pdf-lib/fontkit 1.1.1 expects but does not ship. Its build compiled one
 * generator with Babel's regenerator transform and left the runtime out: the state machine that finds syllables for
 * the Indic shapers (Devanagari included), so shaping any Devanagari text throws "regeneratorRuntime is not defined"
 * (a known defect of that release). The package made for this is `regenerator-runtime`; until it is a dependency this
 * module gives the two functions that one generator calls, built on a native generator.
 *
 * Scope, checked against the pinned fontkit 1.1.1 build: its only regenerator code is `StateMachine.match`, whose step
 * function reads and writes `context.prev`/`context.next` and ends with `context.stop()`; it has no try/catch, no
 * `yield*` and never reads a value sent in. Any other use would call a method this context lacks and throw a TypeError
 * rather than misbehave quietly.
 */

/** A compiled generator's step function: runs to its next `yield` (returning the value) or to `context.stop()`. */
type Step = (context: StepContext) => unknown;

interface StepContext {
  prev: number | string;
  next: number | string;
  stop(): undefined;
}

const runtime = {
  /** Marks a generator function; the compiled code only calls what it returns, so it is returned as it is. */
  mark: <T>(generatorFunction: T): T => generatorFunction,
  /**
   * The generator object of a compiled generator: each `next()` runs `step` to the next yield.
   * @param step the compiled body; `self` its `this`
   */
  wrap(step: Step, _outer?: unknown, self?: unknown): Generator<unknown, undefined, unknown> {
    return (function* run() {
      let done = false;
      const context: StepContext = {
        prev: 0,
        next: 0,
        stop: () => {
          done = true;
          return undefined;
        },
      };
      for (;;) {
        const value = step.call(self, context);
        if (done) return undefined;
        yield value;
      }
    })();
  },
};

/** Sets `globalThis.regeneratorRuntime` unless something (such as the `regenerator-runtime` package) already did. */
export function ensureRegeneratorRuntime(): void {
  const global = globalThis as { regeneratorRuntime?: unknown };
  global.regeneratorRuntime ??= runtime;
}
