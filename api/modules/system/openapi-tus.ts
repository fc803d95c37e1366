/**
 * The tus 1.0.0 endpoint (api/modules/uploads) for the OpenAPI document: its routes hand the raw request to
 * the tus server and are hidden from the generator, so the protocol is described here. Errors come in the
 * app's JSON body (HEAD answers carry none).
 */
import { ApiPath, apiUrl } from '#contract/api-paths.ts';
import { errorResponse as error, header, type Json, text } from '../../lib/openapi-doc.ts';

const BASE = apiUrl(ApiPath.uploads);
const integer = { ...text, pattern: '^\\d+$' };
const bearer = [{ bearer: [] }];

const tusResumable = header('Tus-Resumable', 'The protocol version', { ...text, const: '1.0.0' });
const resumableHeader = { 'Tus-Resumable': { description: '`1.0.0`', schema: text } };
const uploadId = {
  in: 'path',
  name: 'uploadId',
  required: true,
  description: 'From the Location of the creation',
  schema: { ...text, pattern: '^[0-9a-f]{32}$' },
};
const octets = {
  'application/offset+octet-stream': { schema: { ...text, contentMediaType: 'application/octet-stream' } },
};

/** Answers any request but OPTIONS may get besides its own. */
const common = {
  401: error('Not signed in'),
  403: error('The account is not approved'),
  412: error('No Tus-Resumable header'),
};
/** HEAD answers have headers only. */
const bare = (description: string) => ({ description, headers: resumableHeader });

const metadata = header(
  'Upload-Metadata',
  'Comma-separated `key base64(value)` pairs: `draftId`, `fileId`, `filename`, `filetype` for a file declared ' +
    "in the caller's placement draft, or `courseId`, `mediaId`, `filename`, `filetype` for a course medium (staff)",
  text,
);

export const TUS_PATHS: Record<string, Record<string, Json>> = {
  [BASE]: {
    options: {
      tags: ['uploads'],
      security: [],
      responses: {
        204: {
          description: "The server's tus version, extensions and size limit",
          headers: {
            'Tus-Version': { schema: text },
            'Tus-Extension': {
              description:
                'e.g. `creation,creation-with-upload,creation-defer-length,termination,expiration`',
              schema: text,
            },
            'Tus-Max-Size': { description: 'The largest file accepted, in bytes', schema: integer },
            ...resumableHeader,
          },
        },
      },
    },
    post: {
      tags: ['uploads'],
      security: bearer,
      parameters: [tusResumable, header('Upload-Length', 'The whole file size in bytes', integer), metadata],
      requestBody: {
        required: false,
        description: 'The first bytes (creation-with-upload)',
        content: octets,
      },
      responses: {
        201: {
          description: 'Created, or an unfinished upload of the same file to resume',
          headers: {
            Location: { description: 'The upload URL: `{base}/{uploadId}`', schema: text },
            'Upload-Offset': { description: 'Bytes stored so far (creation-with-upload)', schema: integer },
            ...resumableHeader,
          },
        },
        400: error('Malformed metadata or length, or a size other than the declared one'),
        ...common,
        403: error("The account is not approved, or the file is not declared in the caller's draft"),
        404: error('No such course'),
        409: error('The file was uploaded already'),
        413: error('Larger than allowed, or over the upload quota'),
        423: error('Another upload of this file is being created'),
      },
    },
  },
  [`${BASE}/{uploadId}`]: {
    head: {
      tags: ['uploads'],
      security: bearer,
      parameters: [uploadId, tusResumable],
      responses: {
        200: {
          description: 'How far the upload got',
          headers: {
            'Upload-Offset': { description: 'Bytes stored so far', schema: integer },
            'Upload-Length': { description: 'The whole file size', schema: integer },
            ...resumableHeader,
          },
        },
        401: bare('Not signed in'),
        403: bare('The account is not approved'),
        404: bare("No such upload, or not the caller's"),
        410: bare('Expired'),
        412: bare('No Tus-Resumable header'),
      },
    },
    patch: {
      tags: ['uploads'],
      security: bearer,
      parameters: [uploadId, tusResumable, header('Upload-Offset', 'Where these bytes start', integer)],
      requestBody: { required: true, content: octets },
      responses: {
        204: {
          description: 'Stored; on the last bytes the file is checked and recorded',
          headers: {
            'Upload-Offset': { description: 'Bytes stored so far', schema: integer },
            ...resumableHeader,
          },
        },
        400: error('Bad headers'),
        ...common,
        403: error('The account is not approved, or Upload-Offset or the content type is missing'),
        404: error("No such upload, or not the caller's"),
        409: error('Upload-Offset is not the stored offset, or the file was recorded already'),
        410: error('Expired'),
        413: error('More bytes than the declared length'),
        415: error('The finished file is not of an accepted type (its bytes are removed)'),
      },
    },
    delete: {
      tags: ['uploads'],
      security: bearer,
      parameters: [uploadId, tusResumable],
      responses: {
        204: bare('Abandoned: the declared file may be sent again'),
        400: error('The upload is finished (only saving the draft without the file removes it)'),
        ...common,
        404: error('No such upload'),
        410: error('Expired'),
      },
    },
  },
};
