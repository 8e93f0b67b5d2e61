/**
 * Uploaded images in S3 (s3rver locally): presigned PUT URLs whose signature covers the content type and length,
 * public URLs under the site's origin (`/uploads/<key>`), and reading an uploaded object back for checks. The S3 SDK
 * is loaded on the first call, not when the API starts (its cold start: infra/bundle.ts).
 */
import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { config } from '../../config.ts';

const sdk = () => import('@aws-sdk/client-s3');

let client: S3Client | undefined;
async function s3(): Promise<S3Client> {
  if (client) return client;
  const { S3Client } = await sdk();
  const { S3_ENDPOINT, AWS_REGION } = config();
  client = new S3Client({
    region: AWS_REGION,
    ...(S3_ENDPOINT
      ? {
          endpoint: S3_ENDPOINT,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        }
      : {}),
  });
  return client;
}
export const resetStorage = () => {
  client = undefined;
};

/** File extensions of the accepted image types. */
export const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

/** Public base of uploaded files (no trailing slash). */
export const publicBase = () =>
  (config().UPLOADS_PUBLIC_URL ?? `${config().PUBLIC_SITE_URL.replace(/\/$/, '')}/uploads`).replace(/\/$/, '');

export interface PresignedUpload {
  /** PUT the bytes here with the `headers` below; valid for 5 minutes. */
  uploadUrl: string;
  headers: Record<string, string>;
  /** Where the file will be readable: the URL to store (no query string). */
  url: string;
  key: string;
}

/** The tag a presigned upload carries until a record keeps it; the bucket's lifecycle deletes `pending` ones after two days. */
export const PENDING_TAG = 'upload=pending';

/**
 * Presign a PUT of `size` bytes of `contentType` to a new key under `uploads/`. The signature covers the type, the
 * length and the `upload=pending` tag, so S3 refuses any other body or tag.
 */
export async function presignUpload(contentType: string, size: number): Promise<PresignedUpload> {
  const key = `uploads/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${EXTENSIONS[contentType] ?? 'bin'}`;
  const [{ PutObjectCommand }, { getSignedUrl }] = await Promise.all([sdk(), import('@aws-sdk/s3-request-presigner')]);
  const command = new PutObjectCommand({
    Bucket: config().UPLOADS_BUCKET,
    Key: key,
    ContentType: contentType,
    ContentLength: size,
    Tagging: PENDING_TAG,
  });
  const uploadUrl = await getSignedUrl(await s3(), command, {
    expiresIn: 300,
    signableHeaders: new Set(['content-type', 'content-length', 'x-amz-tagging']),
    unhoistableHeaders: new Set(['x-amz-tagging']),
  });
  return {
    uploadUrl,
    headers: { 'content-type': contentType, 'x-amz-tagging': PENDING_TAG },
    url: `${publicBase()}/${key.replace(/^uploads\//, '')}`,
    key,
  };
}

/** Mark an upload as kept by a record (tag `upload=kept`), so the lifecycle rule for abandoned uploads spares it. */
export async function markUploadKept(key: string): Promise<void> {
  const { PutObjectTaggingCommand } = await sdk();
  await (
    await s3()
  ).send(
    new PutObjectTaggingCommand({
      Bucket: config().UPLOADS_BUCKET,
      Key: key,
      Tagging: { TagSet: [{ Key: 'upload', Value: 'kept' }] },
    }),
  );
}

/**
 * Store bytes the server itself holds (the catalogue's logos) under `key` (`uploads/…`), tagged `upload=kept`;
 * answers the file's public URL. Throws when S3 refuses or cannot be reached.
 */
export async function putUpload(key: string, body: Uint8Array, contentType: string): Promise<string> {
  await putObject(key, body, contentType, 'upload=kept');
  return `${publicBase()}/${key.replace(/^uploads\//, '')}`;
}

/** The key of an uploaded file from its public URL; undefined for any other URL. */
export function keyOfPublicUrl(url: string): string | undefined {
  const base = `${publicBase()}/`;
  return url.startsWith(base) ? `uploads/${url.slice(base.length).split('?')[0]}` : undefined;
}

/** The bytes of an uploaded object (at most `limit` bytes), or undefined when it does not exist. */
export async function readUpload(key: string, limit = 10 * 1024 * 1024): Promise<Uint8Array | undefined> {
  try {
    const { GetObjectCommand } = await sdk();
    const res = await (await s3()).send(new GetObjectCommand({ Bucket: config().UPLOADS_BUCKET, Key: key }));
    const bytes = await res.Body!.transformToByteArray();
    return bytes.byteLength > limit ? bytes.subarray(0, limit) : bytes;
  } catch {
    return undefined;
  }
}

/** Replace the bytes of an uploaded object (a cleaned SVG), keeping its content type. */
export async function rewriteUpload(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await putObject(key, body, contentType, PENDING_TAG);
}

/** Write `body` to the uploads bucket under `key` with its content type and `tagging` (S3 URL-query form). */
async function putObject(key: string, body: Uint8Array, contentType: string, tagging: string): Promise<void> {
  const { PutObjectCommand } = await sdk();
  await (
    await s3()
  ).send(
    new PutObjectCommand({
      Bucket: config().UPLOADS_BUCKET,
      Key: key,
      Body: body,
      ContentType: contentType,
      Tagging: tagging,
    }),
  );
}
