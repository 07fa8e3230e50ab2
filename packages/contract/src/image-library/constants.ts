/** Library data types (spec doc 1 §3): 0 my library, 1 the organisation's (company) library. */
export const LibraryDataType = { MY: 0, COMPANY: 1 } as const;
export type LibraryDataType = (typeof LibraryDataType)[keyof typeof LibraryDataType];

/** Special folder ids (spec doc 1 §9): -2 all, -3 system (question library only), 0 unclassified. */
export const FOLDER_ALL = -2;
export const FOLDER_SYSTEM = -3;
export const FOLDER_UNCLASSIFIED = 0;

/** The folder every library has; shown as 默认文件夹 / "Default folder" in the caller's language. */
export const DEFAULT_FOLDER_NAME = { zh: '默认文件夹', en: 'Default folder' } as const;

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Images one upload call may carry. */
export const IMAGE_MAX_FILES_PER_UPLOAD = 10;
export const IMAGE_FOLDER_NAME_MAX = 50;
export const IMAGE_NAME_MAX = 200;

/** Accepted image formats: file extensions and the type the file is served with. */
export const IMAGE_FORMATS = {
  png: { extensions: ['png'], mime: 'image/png' },
  jpeg: { extensions: ['jpg', 'jpeg', 'jfif'], mime: 'image/jpeg' },
  gif: { extensions: ['gif'], mime: 'image/gif' },
  webp: { extensions: ['webp'], mime: 'image/webp' },
  svg: { extensions: ['svg'], mime: 'image/svg+xml' },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/**
 * A survey's own images (`/v1/surveys/image`): files uploaded for one survey rather than into a
 * library, kept with the survey and removed when it is cleared. At most this many per survey.
 */
export const SURVEY_IMAGES_MAX = 500;
/**
 * The first characters of a survey image's file key (the rest is random hex, 96 bits), so the
 * kind of a key is known without a look-up: "5e1f" + "1a6e", a survey's *self image*. Keys stay
 * 32 lowercase hex characters like every stored file's, so every check of a key still holds;
 * a library or respondent key begins with this by chance once in 2^32.
 */
export const SURVEY_IMAGE_KEY_PREFIX = '5e1f1a6e';
