import { extensionsForMimeType, mimeTypeMatches } from './mime-types';

function hasExtension(fileName: string, extension: string): boolean {
  // endsWith rather than "text after the last dot", so '.tar.gz' works as an accept entry.
  return fileName.toLowerCase().endsWith(`.${extension.toLowerCase()}`);
}

/** File.type may carry parameters ('text/plain;charset=utf-8'); only the essence counts. */
function essence(type: string): string {
  return (type.split(';')[0] ?? '').trim();
}

/**
 * §5 file: one accept entry admits the file when it is an extension ('.pdf', case-insensitive)
 * the name ends with, or a MIME type (exact or 'image/*') that matches File.type or maps, through
 * the table, to the name's extension. An entry without '/' is read as an extension, dot or not.
 */
export function acceptEntryAdmits(file: File, entry: string): boolean {
  const wanted = entry.trim();
  if (wanted === '') return false;
  if (!wanted.includes('/')) return hasExtension(file.name, wanted.replace(/^\./, ''));
  const type = essence(file.type);
  if (type !== '' && mimeTypeMatches(type, wanted)) return true;
  return extensionsForMimeType(wanted).some((extension) => hasExtension(file.name, extension));
}

export function fileIsAccepted(file: File, accept: readonly string[]): boolean {
  return accept.some((entry) => acceptEntryAdmits(file, entry));
}
