/**
 * The uploads bucket: images the dashboard PUTs with presigned URLs (functions/adapters/uploads/storage.ts, keys
 * `uploads/…`), read by visitors only through the CDN at `/uploads/*`. CORS for the site's origin is set in
 * site.ts, where that origin is known. Lifecycle: unfinished multipart uploads go after a day; an upload still
 * tagged `upload=pending` (presigned, never saved into a record) after two days; replaced versions after 30.
 */
import { cloudfrontReads } from './access';
import { stage } from './stage';

export const uploads = new sst.aws.Bucket('Uploads', {
  cors: false,
  versioning: stage.isProduction,
  policy: [cloudfrontReads('uploads/')],
});

new aws.s3.BucketLifecycleConfiguration('UploadsLifecycle', {
  bucket: uploads.name,
  rules: [
    {
      id: 'abort-incomplete-multipart',
      status: 'Enabled',
      filter: {},
      abortIncompleteMultipartUpload: { daysAfterInitiation: 1 },
    },
    {
      id: 'abandoned-uploads',
      status: 'Enabled',
      filter: { tag: { key: 'upload', value: 'pending' } },
      expiration: { days: 2 },
    },
    { id: 'old-versions', status: 'Enabled', filter: {}, noncurrentVersionExpiration: { noncurrentDays: 30 } },
  ],
});
