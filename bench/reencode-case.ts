/**
 * One re-encoding measured in a process of its own, for `npm run bench`: reads an image file, runs the upload path's
 * `reencodeImage` on it once, and prints `{ cpuMs, peakRssMiB, reencoded, reason }` as JSON. A fresh process per image
 * keeps one case's heap out of another's peak, as each Lambda invocation's budget would.
 * Usage: tsx bench/reencode-case.ts <file> <png|jpeg>
 */
import { readFileSync } from 'node:fs';
import { reencodeImage, type ImageType } from '../functions/submit-form/reencode-image';

const [file, type] = process.argv.slice(2) as [string, ImageType];
const content = readFileSync(file);
const baselineRssKiB = process.resourceUsage().maxRSS;
const before = process.cpuUsage();
const result = reencodeImage(content, type);
const used = process.cpuUsage(before);
console.log(
  JSON.stringify({
    cpuMs: Math.round((used.user + used.system) / 1000),
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    baselineRssMiB: Math.round(baselineRssKiB / 1024),
    reencoded: result.reencoded,
    reason: result.reencoded ? '' : result.reason,
  }),
);
