/**
 * The one import of /track's answer panel (TrackResult.tsx: the status and timeline, the order actions, the message
 * thread, the invoice, the privacy rights forms), shared by the page, which renders it lazily once an answer has
 * arrived, and the lookup form, which starts it at its first use, so the answer does not wait for its code.
 * @returns the module, loaded once (the browser and the bundler keep the promise of a dynamic import)
 */
export function loadTrackResult(): Promise<typeof import('./TrackResult')> {
  return import('./TrackResult');
}
