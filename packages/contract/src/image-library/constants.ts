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
