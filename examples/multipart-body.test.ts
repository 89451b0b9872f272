import { describe, expect, it } from 'vitest';
import { parseMultipart } from './multipart-body';

describe('parseMultipart', () => {
  it('reads text fields in order, repeated names kept, and files by name (the no-JS CF7 POST)', async () => {
    const data = new FormData();
    data.append('_wpcf7', '120');
    data.append('sample-items[]', 'ขวดแก้ว');
    data.append('sample-items[]', 'ฝาปั๊ม');
    data.append('slip', new File(['%PDF-1.4'], 'แบบงาน.pdf', { type: 'application/pdf' }));
    data.append('your-name', 'สมชาย');
    const request = new Request('http://demo.test/contact/', { method: 'POST', body: data });
    const body = new Uint8Array(await request.arrayBuffer());
    const parsed = await parseMultipart(body, request.headers.get('content-type') ?? '');
    expect(parsed.entries).toEqual([
      ['_wpcf7', '120'],
      ['sample-items[]', 'ขวดแก้ว'],
      ['sample-items[]', 'ฝาปั๊ม'],
      ['your-name', 'สมชาย'],
    ]);
    expect(Object.keys(parsed.files)).toEqual(['slip']);
    expect(parsed.files.slip?.name).toBe('แบบงาน.pdf');
    expect(parsed.files.slip?.type).toBe('application/pdf');
    expect(await parsed.files.slip?.text()).toBe('%PDF-1.4');
  });
});
