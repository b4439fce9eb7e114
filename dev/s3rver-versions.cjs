'use strict';
// s3rver 3.7 with ListObjectVersions (GET /<bucket>?versions), which it does not implement. Run as
//   node s3rver-versions.cjs <directory> <address> <port>
// s3rver keeps one version per key and its DeleteObjects ignores VersionId, so each object is listed as its single
// version, VersionId "null" (what S3 reports for an object written while versioning was off), IsLatest true. That is
// enough for the erasure code (functions/privacy/erase-files.ts), which lists versions and deletes each by VersionId,
// to run unchanged against the emulator. Every other request goes to s3rver untouched. Local and test use only.
const S3rver = require('s3rver');

const [directory, address, port] = process.argv.slice(2);

const escapeXml = (value) =>
  String(value).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);

async function listObjectVersions(ctx, next) {
  const match = /^\/([^/]+)\/?$/.exec(ctx.path);
  if (ctx.method !== 'GET' || !match || !Object.prototype.hasOwnProperty.call(ctx.query, 'versions')) return next();
  const bucket = decodeURIComponent(match[1]);
  if (!(await ctx.store.getBucket(bucket))) return next(); // s3rver answers NoSuchBucket
  const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
  const { objects } = await ctx.store.listObjects(bucket, { prefix });
  const versions = objects
    .map(
      (object) =>
        `<Version><Key>${escapeXml(object.key)}</Key><VersionId>null</VersionId><IsLatest>true</IsLatest>` +
        `<LastModified>${object.lastModifiedDate.toISOString()}</LastModified><ETag>${escapeXml(object.metadata.etag ?? '')}</ETag>` +
        `<Size>${object.size}</Size><StorageClass>STANDARD</StorageClass></Version>`,
    )
    .join('');
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<ListVersionsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyMarker></KeyMarker><VersionIdMarker></VersionIdMarker>` +
    `<MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${versions}</ListVersionsResult>`;
  return undefined;
}

const server = new S3rver({ directory, address, port: Number(port), silent: true, vhostBuckets: false });
// Koa composes its middleware when it starts listening: put ours first.
server.middleware.unshift(listObjectVersions);
server.run().catch((error) => {
  console.error(error);
  process.exit(1);
});
