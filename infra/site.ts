/**
 * The site's public origin as a link (`Site.url`: the custom domain, or the CloudFront URL), for links in mail
 * and the uploads' public URLs; and the uploads bucket's CORS for that origin (the dashboard PUTs there).
 */
import { cdn } from './cdn';
import { stage } from './stage';
import { uploads } from './uploads';

const url = stage.domain ? $interpolate`https://${stage.domain}` : cdn.url;

export const site = new sst.Linkable('Site', { properties: { url } });

new aws.s3.BucketCorsConfiguration('UploadsCors', {
  bucket: uploads.name,
  corsRules: [
    {
      allowedOrigins: [url],
      allowedMethods: ['PUT'],
      allowedHeaders: ['*'],
      exposeHeaders: ['ETag'],
      maxAgeSeconds: 3600,
    },
  ],
});
