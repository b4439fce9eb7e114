import { DeleteObjectsCommand, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';
import { RETURN_PHOTOS_PREFIX } from '@contracts/order-service';
import { HttpError } from '../runtime/http';

/** One object version or delete marker to remove. */
interface VersionRef {
  Key: string;
  VersionId?: string;
}

/** Most keys DeleteObjects takes in one call (S3's limit). */
const DELETE_BATCH = 1000;

/**
 * The folder of a record's file key (docs/architecture/data-model.md): `prescriptions/YYYY/MM/DD/<reference>/` for a
 * prescription file, `prescriptions/returns/<reference>/` for a return's photo (RETURN_PHOTOS_PREFIX); undefined when
 * the key is of neither form for this reference (then nothing is listed: erasure never reaches outside the record).
 */
export function fileFolder(key: string, reference: string): string | undefined {
  const folder = key.slice(0, key.lastIndexOf('/') + 1);
  const dated = /^prescriptions\/\d{4}\/\d{2}\/\d{2}\//.test(folder) && folder.endsWith(`/${reference}/`);
  return dated || folder === `${RETURN_PHOTOS_PREFIX}${reference}/` ? folder : undefined;
}

/** Every version and delete marker under `prefix`, following ListObjectVersions' pages (KeyMarker/VersionIdMarker). */
async function listVersions(s3: S3Client, bucket: string, prefix: string): Promise<VersionRef[]> {
  const found: VersionRef[] = [];
  let keyMarker: string | undefined;
  let versionIdMarker: string | undefined;
  for (;;) {
    const page = await s3.send(
      new ListObjectVersionsCommand({ Bucket: bucket, Prefix: prefix, KeyMarker: keyMarker, VersionIdMarker: versionIdMarker }),
    );
    for (const entry of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) {
      if (entry.Key) found.push({ Key: entry.Key, ...(entry.VersionId ? { VersionId: entry.VersionId } : {}) });
    }
    if (!page.IsTruncated) return found;
    keyMarker = page.NextKeyMarker;
    versionIdMarker = page.NextVersionIdMarker;
  }
}

/**
 * Deletes every version and delete marker of a record's prescription files (docs/architecture/lifecycle.md erasure; DPDP Act
 * 2023 §12(3)): for each folder, ListObjectVersions, then DeleteObjects naming each VersionId (a versioned bucket keeps
 * a noncurrent copy of anything deleted without one), then lists again to prove nothing is left.
 * Safe to run again: an empty folder lists nothing and deletes nothing.
 * @param folders `prescriptions/YYYY/MM/DD/<reference>/` and `prescriptions/returns/<reference>/` folders (fileFolder)
 * @returns the number of versions and delete markers removed
 * @throws HttpError 503 SERVICE_UNAVAILABLE when S3 reports a key it could not delete or a version is still listed
 *   afterwards (the caller then leaves the record untouched, so a retry finishes the job); the SDK's errors as they come
 */
export async function eraseFolders(s3: S3Client, bucket: string, folders: readonly string[]): Promise<number> {
  let removed = 0;
  for (const folder of new Set(folders)) {
    const versions = await listVersions(s3, bucket, folder);
    for (let start = 0; start < versions.length; start += DELETE_BATCH) {
      const batch = versions.slice(start, start + DELETE_BATCH);
      const result = await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
      if ((result.Errors ?? []).length > 0) throw incomplete();
      removed += batch.length;
    }
    if ((await listVersions(s3, bucket, folder)).length > 0) throw incomplete();
  }
  return removed;
}

function incomplete(): HttpError {
  return new HttpError(
    503,
    'SERVICE_UNAVAILABLE',
    'We could not finish deleting your file just now. Nothing else was changed: please try again in a minute.',
  );
}
