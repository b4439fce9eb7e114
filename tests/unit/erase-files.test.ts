import { DeleteObjectsCommand, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { eraseFolders, fileFolder } from '../../functions/privacy/erase-files';
import { returnPhotoObjectKey } from '../../functions/submit-form/prescription-upload';

/**
 * An S3 stand-in with real versioning semantics for what erasure uses: several versions and delete markers per key,
 * ListObjectVersions in pages of `pageSize` (KeyMarker/VersionIdMarker), DeleteObjects by VersionId. s3rver keeps one
 * version per key, so the integration tests cannot show these; this does.
 */
function versionedBucket(
  entries: Array<{ key: string; versionId: string; marker?: boolean }>,
  { pageSize = 2, failKey }: { pageSize?: number; failKey?: string } = {},
) {
  let stored = [...entries];
  const deletes: Array<{ Key: string; VersionId?: string }[]> = [];
  const client = {
    async send(command: unknown) {
      if (command instanceof ListObjectVersionsCommand) {
        const { Prefix = '', KeyMarker, VersionIdMarker } = command.input;
        const matching = stored.filter((entry) => entry.key.startsWith(Prefix));
        const start = KeyMarker ? matching.findIndex((entry) => entry.key === KeyMarker && entry.versionId === VersionIdMarker) + 1 : 0;
        const page = matching.slice(start, start + pageSize);
        const last = page.at(-1);
        const truncated = start + pageSize < matching.length;
        return {
          Versions: page.filter((entry) => !entry.marker).map((entry) => ({ Key: entry.key, VersionId: entry.versionId })),
          DeleteMarkers: page.filter((entry) => entry.marker).map((entry) => ({ Key: entry.key, VersionId: entry.versionId })),
          IsTruncated: truncated,
          ...(truncated ? { NextKeyMarker: last!.key, NextVersionIdMarker: last!.versionId } : {}),
        };
      }
      if (command instanceof DeleteObjectsCommand) {
        const objects = command.input.Delete!.Objects!.map(({ Key, VersionId }) => ({ Key: Key!, VersionId }));
        deletes.push(objects);
        const errors = objects.filter((object) => object.Key === failKey).map((object) => ({ Key: object.Key, Code: 'AccessDenied' }));
        stored = stored.filter(
          (entry) => !objects.some((object) => object.Key === entry.key && object.VersionId === entry.versionId && object.Key !== failKey),
        );
        return errors.length > 0 ? { Errors: errors } : {};
      }
      throw new Error('unexpected command');
    },
  };
  return { s3: client as unknown as S3Client, deletes, left: () => stored };
}

const folder = 'prescriptions/2026/11/23/RX-20261123-AAAAAAAA/';

describe('eraseFolders', () => {
  it('deletes every version and delete marker of every key in the folder, across pages, naming each VersionId', async () => {
    const bucket = versionedBucket([
      { key: `${folder}a.pdf`, versionId: 'v1' },
      { key: `${folder}a.pdf`, versionId: 'v2' },
      { key: `${folder}a.pdf`, versionId: 'm1', marker: true },
      { key: `${folder}b.jpg`, versionId: 'v3' },
      { key: 'prescriptions/2026/11/23/RX-20261123-BBBBBBBB/c.pdf', versionId: 'v4' },
    ]);
    expect(await eraseFolders(bucket.s3, 'bucket', [folder, folder])).toBe(4);
    expect(bucket.deletes.flat().every((object) => object.VersionId)).toBe(true);
    expect(bucket.left()).toEqual([{ key: 'prescriptions/2026/11/23/RX-20261123-BBBBBBBB/c.pdf', versionId: 'v4' }]);
  });

  it('answers 503 when S3 reports a key it could not delete', async () => {
    const bucket = versionedBucket([{ key: `${folder}a.pdf`, versionId: 'v1' }], { failKey: `${folder}a.pdf` });
    await expect(eraseFolders(bucket.s3, 'bucket', [folder])).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('does nothing for an empty folder (a retry after success)', async () => {
    const bucket = versionedBucket([]);
    expect(await eraseFolders(bucket.s3, 'bucket', [folder])).toBe(0);
    expect(bucket.deletes).toEqual([]);
  });
});

describe('fileFolder', () => {
  it('gives the record folder of a key made by prescriptionObjectKey, and nothing for any other key', () => {
    expect(fileFolder(`${folder}x.pdf`, 'RX-20261123-AAAAAAAA')).toBe(folder);
    expect(fileFolder(`${folder}x.pdf`, 'RX-20261123-BBBBBBBB')).toBeUndefined();
    expect(fileFolder('prescriptions/x.pdf', 'RX-20261123-AAAAAAAA')).toBeUndefined();
    expect(fileFolder('other/2026/11/23/RX-20261123-AAAAAAAA/x.pdf', 'RX-20261123-AAAAAAAA')).toBeUndefined();
  });
  it("gives an order's return-photo folder (returnPhotoObjectKey), only for that order and only directly under returns/", () => {
    const order = 'ORD-20261123-AAAAAAAA';
    expect(fileFolder(returnPhotoObjectKey(order, 'jpeg'), order)).toBe(`prescriptions/returns/${order}/`);
    expect(fileFolder(returnPhotoObjectKey(order, 'jpeg'), 'ORD-20261123-BBBBBBBB')).toBeUndefined();
    expect(fileFolder(`prescriptions/returns/x/${order}/a.jpg`, order)).toBeUndefined();
    expect(fileFolder(`prescriptions/returns/a.jpg`, order)).toBeUndefined();
  });
});
