import { endpoint } from '../api/endpoint.ts';
import { IMAGE_MAX_BYTES, SURVEY_IMAGES_MAX } from './constants.ts';
import {
  ZSurveyImage,
  ZSurveyImageListQuery,
  ZSurveyImagePage,
  ZSurveyImageParams,
  ZSurveyImageQuery,
} from './schemas.ts';

const tags = ['survey images'];
const MB = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * A survey's own images (spec doc 2 §7 "Additional survey calls": GET /v1/surveys/image, POST
 * /v1/surveys/image, /v1/surveys/image/{id}): files uploaded for one survey rather than into a
 * library — an image pasted into a title, an option image picked from disk — kept with the
 * survey (copied with it, removed when it is cleared). Their file keys begin with
 * SURVEY_IMAGE_KEY_PREFIX. See docs/ARCHITECTURE.md "Image library".
 */
export const surveyImageApi = {
  list: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/surveys/image',
    access: 'survey:read',
    summary: 'A page of the survey’s images, newest first, with signed urls',
    description:
      'Its own uploads and, for convenience, the library images its design shows (source library, the ' +
      'library image’s id); `used` tells whether the design refers to an image now. source filters.',
    errors: ['A0403', 'A1100'],
    tags,
    query: ZSurveyImageListQuery,
    answer: ZSurveyImagePage,
  }),
  upload: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/surveys/image',
    access: 'survey:edit',
    summary: `Upload images for the survey itself (multipart file parts; png, jpeg, gif, webp, svg; ${MB} MB each)`,
    description:
      'surveyCode in the query (the request signature covers it). Checked like an image library upload: the ' +
      'type by the bytes (A0106), a missing (A0107) or empty (A0108) file, one too large or too many (A0400); SVG ' +
      `is stored cleaned. A survey keeps at most ${SURVEY_IMAGES_MAX} images (A0400). All or nothing.`,
    errors: ['A0106', 'A0107', 'A0108', 'A1100', 'A5211'],
    tags,
    upload: true,
    query: ZSurveyImageQuery,
    answer: ZSurveyImage.array(),
  }),
  get: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/surveys/image/{id}',
    access: 'survey:read',
    summary: 'One image the survey uploaded, with a signed url',
    description: 'The id is one `list` answered with source survey; an id of another survey answers A0404.',
    errors: ['A0403', 'A0404', 'A1100'],
    tags,
    params: ZSurveyImageParams,
    query: ZSurveyImageQuery,
    answer: ZSurveyImage,
  }),
};
