import { describe, expect, it } from 'vitest';
import { acceptEntryAdmits, fileIsAccepted } from './file-accept';
import { extensionsForMimeType, mimeTypeMatches } from './mime-types';

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('file accept entries (§5 Contact form rules, file: extension or MIME type, via the table)', () => {
  it('matches an extension entry case-insensitively, with or without the dot', () => {
    expect(acceptEntryAdmits(file('slip.PDF'), '.pdf')).toBe(true);
    expect(acceptEntryAdmits(file('slip.pdf'), '.PDF')).toBe(true);
    expect(acceptEntryAdmits(file('slip.pdf'), 'pdf')).toBe(true);
    expect(acceptEntryAdmits(file('slip.pdf.exe'), '.pdf')).toBe(false);
    expect(acceptEntryAdmits(file('pdf'), '.pdf')).toBe(false);
    expect(acceptEntryAdmits(file('backup.tar.gz'), '.tar.gz')).toBe(true);
  });

  it("admits 'photo.JPG' for image/* even when File.type is ''", () => {
    expect(fileIsAccepted(file('photo.JPG'), ['image/*'])).toBe(true);
    expect(fileIsAccepted(file('scan.heic'), ['image/*'])).toBe(true);
    expect(fileIsAccepted(file('notes.txt'), ['image/*'])).toBe(false);
  });

  it("admits 'slip.pdf' for application/pdf through the table", () => {
    expect(fileIsAccepted(file('slip.pdf'), ['application/pdf'])).toBe(true);
    expect(fileIsAccepted(file('slip.docx'), ['application/pdf'])).toBe(false);
  });

  it('admits a File whose type matches an accepted MIME type, exact or wildcard', () => {
    expect(fileIsAccepted(file('IMG_0001', 'image/png'), ['image/*'])).toBe(true);
    expect(fileIsAccepted(file('blob', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(fileIsAccepted(file('blob', 'text/plain;charset=utf-8'), ['text/plain'])).toBe(true);
    expect(fileIsAccepted(file('blob', 'application/zip'), ['application/pdf', 'image/*'])).toBe(false);
  });

  it('admits on any one entry of the list and refuses with an empty list', () => {
    expect(fileIsAccepted(file('price-list.xlsx'), ['.pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'])).toBe(true);
    expect(fileIsAccepted(file('price-list.xlsx'), [])).toBe(false);
    expect(fileIsAccepted(file('price-list.xlsx'), [' '])).toBe(false);
  });
});

describe('MIME table (§5 Contact form rules, file)', () => {
  it('covers the common image, audio, video, document, text and archive types', () => {
    expect(extensionsForMimeType('image/jpeg')).toEqual(['jpg', 'jpeg', 'jpe']);
    expect(extensionsForMimeType('image/*')).toEqual(expect.arrayContaining(['jpg', 'png', 'gif', 'webp']));
    expect(extensionsForMimeType('audio/*')).toEqual(expect.arrayContaining(['mp3', 'wav', 'm4a']));
    expect(extensionsForMimeType('video/*')).toEqual(expect.arrayContaining(['mp4', 'mov', 'webm']));
    for (const extension of ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'txt', 'csv', 'zip']) {
      expect(extensionsForMimeType('*/*')).toContain(extension);
    }
    expect(extensionsForMimeType('application/x-unknown')).toEqual([]);
  });

  it('matches wildcards by major type only', () => {
    expect(mimeTypeMatches('image/png', 'image/*')).toBe(true);
    expect(mimeTypeMatches('IMAGE/PNG', 'image/png')).toBe(true);
    expect(mimeTypeMatches('imagex/png', 'image/*')).toBe(false);
    expect(mimeTypeMatches('application/pdf', 'image/*')).toBe(false);
  });
});
