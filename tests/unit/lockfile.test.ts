import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The lockfile pins every package it installs by content: each entry npm downloads carries its tarball's `integrity`
 * hash (Subresource Integrity, sha512), so `npm ci` refuses a tampered or substituted tarball. Download addresses are
 * left out (npm's omit-lockfile-registry-resolved), so the lock names no registry host and npm uses the configured one. Entries that are not downloaded on their own are exempt: the project itself (""), workspace
 * links, and dependencies bundled inside another package's tarball (`inBundle`, covered by that tarball's hash).
 */
interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

describe('package-lock.json', () => {
  it('is a lockfile v3 with every downloaded package pinned by its sha512 integrity', () => {
    expect(lock.lockfileVersion).toBe(3);
    const downloaded = Object.entries(lock.packages).filter(([path, entry]) => path !== '' && !entry.link && !entry.inBundle);
    expect(downloaded.length).toBeGreaterThan(100);
    const unpinned = downloaded.filter(([, entry]) => !/^sha512-[A-Za-z0-9+/]+=*$/.test(entry.integrity ?? '')).map(([path]) => path);
    expect(unpinned).toEqual([]);
  });
});
