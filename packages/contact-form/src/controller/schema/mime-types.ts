/**
 * MIME type → file extensions, for §5 file: "a table maps MIME types to extensions". Browsers
 * often send File.type '' (or a guess that differs per OS), so an accepted MIME type is also
 * checked against the file name. Covers what a shop's contact form is asked to receive.
 */
const MIME_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'image/bmp': ['bmp'],
  'image/tiff': ['tif', 'tiff'],
  'image/svg+xml': ['svg'],
  'image/x-icon': ['ico'],
  'audio/mpeg': ['mp3', 'mpga'],
  'audio/mp4': ['m4a'],
  'audio/aac': ['aac'],
  'audio/wav': ['wav'],
  'audio/ogg': ['ogg', 'oga'],
  'audio/flac': ['flac'],
  'audio/x-ms-wma': ['wma'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov', 'qt'],
  'video/webm': ['webm'],
  'video/ogg': ['ogv'],
  'video/mpeg': ['mpeg', 'mpg', 'mpe'],
  'video/x-msvideo': ['avi'],
  'video/x-ms-wmv': ['wmv'],
  'video/3gpp': ['3gp'],
  'application/pdf': ['pdf'],
  'application/rtf': ['rtf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/zip': ['zip'],
  'application/x-7z-compressed': ['7z'],
  'application/vnd.rar': ['rar'],
  'application/gzip': ['gz'],
  'application/x-tar': ['tar'],
};

/** True when `type` is `pattern`, or falls under a wildcard pattern such as 'image/*'. */
export function mimeTypeMatches(type: string, pattern: string): boolean {
  const wanted = pattern.toLowerCase();
  const actual = type.toLowerCase();
  if (wanted === actual || wanted === '*/*') return true;
  return wanted.endsWith('/*') && actual.startsWith(wanted.slice(0, -1));
}

/** Extensions (lowercase, no dot) of every known MIME type the pattern covers. */
export function extensionsForMimeType(pattern: string): string[] {
  return Object.entries(MIME_EXTENSIONS)
    .filter(([type]) => mimeTypeMatches(type, pattern))
    .flatMap(([, extensions]) => extensions);
}
